import { describe, expect, it } from 'vitest';
import {
  onBasePercentage,
  outsFromInnings,
  sluggingPercentage,
  totalBases,
  type PlateRecord,
} from '../../../../../src/calculators/shared/sports/baseball.ts';

describe('outsFromInnings', () => {
  it('reads the tenths of a box-score innings figure as outs', () => {
    expect(outsFromInnings(0.1)).toBe(1);
    expect(outsFromInnings(6.2)).toBe(20);
    expect(outsFromInnings(304.2)).toBe(914);
    expect(outsFromInnings(7)).toBe(21);
  });

  it('refuses tenths that are not 0, 1 or 2 outs, and negative or unreadable figures', () => {
    expect(outsFromInnings(6.3)).toBeUndefined();
    expect(outsFromInnings(6.15)).toBeUndefined();
    expect(outsFromInnings(-1)).toBeUndefined();
    expect(outsFromInnings(Number.NaN)).toBeUndefined();
  });
});

describe('on-base and slugging', () => {
  const empty: PlateRecord = {
    atBats: 0,
    hits: 0,
    doubles: 0,
    triples: 0,
    homeRuns: 0,
    walks: 0,
    hitByPitch: 0,
    sacrificeFlies: 0,
  };

  it('gives 0, not a division by zero, for a player with no plate appearances', () => {
    expect(onBasePercentage(empty)).toBe(0);
    expect(sluggingPercentage(empty)).toBe(0);
  });

  it('counts four bases for a home run and one for a single', () => {
    expect(totalBases({ ...empty, atBats: 2, hits: 2, homeRuns: 1 })).toBe(5);
  });
});
