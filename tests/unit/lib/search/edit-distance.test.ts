import { describe, expect, it } from 'vitest';
import { typoAllowance, withinEdits } from '../../../../src/lib/search/edit-distance.ts';

describe('typoAllowance', () => {
  it('allows no typo below 4 letters, one up to 7 and two from 8', () => {
    expect(['bmi', 'loan', 'morgage', 'mortgage'].map(typoAllowance)).toEqual([0, 1, 1, 2]);
  });
});

describe('withinEdits', () => {
  it('counts a missing, extra or changed letter as one edit', () => {
    expect(withinEdits('morgage', 'mortgage', 1, false)).toBe(true);
    expect(withinEdits('mortgagge', 'mortgage', 1, false)).toBe(true);
    expect(withinEdits('mortgoge', 'mortgage', 1, false)).toBe(true);
  });

  it('counts two swapped neighbours as one edit', () => {
    expect(withinEdits('calcualtor', 'calculator', 1, false)).toBe(true);
  });

  it('refuses words further away than the limit', () => {
    expect(withinEdits('amortisaton', 'amortization', 1, false)).toBe(false);
    expect(withinEdits('amortisaton', 'amortization', 2, false)).toBe(true);
    expect(withinEdits('loan', 'lion', 0, false)).toBe(false);
  });

  it('as a prefix, matches the misspelt start of a longer word', () => {
    expect(withinEdits('morgag', 'mortgage', 1, true)).toBe(true);
    expect(withinEdits('morgag', 'mortgage', 1, false)).toBe(false);
  });
});
