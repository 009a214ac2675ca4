import { describe, expect, it } from 'vitest';
import { ratioToCents, ratioToSemitones } from '../../../../../src/calculators/shared/sound/pitch.ts';

describe('intervals of equal temperament', () => {
  it('puts 1200 cents in an octave and 100 in a semitone (Ellis 1885)', () => {
    expect(ratioToCents(2)).toBe(1200);
    expect(ratioToCents(0.5)).toBe(-1200);
    expect(ratioToSemitones(2 ** (7 / 12))).toBeCloseTo(7, 12);
  });

  it('gives no interval for a ratio of 1', () => {
    expect(ratioToCents(1)).toBe(0);
  });

  it('makes the just fifth 3:2 about 701.955 cents', () => {
    expect(ratioToCents(3 / 2)).toBeCloseTo(701.955, 3);
  });
});
