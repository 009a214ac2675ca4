import { describe, expect, it } from 'vitest';
import { isRelevantHit } from '../../../../src/lib/search/full-text-relevance.ts';

describe('isRelevantHit', () => {
  it('keeps a hit with nothing marked (a title match), having nothing to judge by', () => {
    expect(isRelevantHit('loan', 'no marks here')).toBe(true);
  });

  it('keeps hits whose marked words match the query words', () => {
    expect(isRelevantHit('muscular', 'a <mark>muscular</mark> person')).toBe(true);
    expect(isRelevantHit('amortiz', 'the <mark>amortization</mark> schedule')).toBe(true);
    expect(isRelevantHit('calculators', 'a <mark>calculator</mark> for')).toBe(true);
    expect(isRelevantHit('loan payment', 'monthly <mark>payment</mark>')).toBe(true);
  });

  it('drops hits where only a short piece of a nonsense query matched', () => {
    expect(isRelevantHit('zzqqxxnomatch', 'take <mark>Z</mark> = JD + 0.5')).toBe(false);
    expect(isRelevantHit('nomatchzzqq', '<mark>no</mark> <mark>match</mark>')).toBe(false);
  });
});
