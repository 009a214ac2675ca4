import { describe, expect, it } from 'vitest';
import { passerRating, passerRatingComponents } from '../../../../../src/calculators/shared/sports/football.ts';

describe('passerRating', () => {
  it('clamps every part at 0, so the worst line rates 0.0 rather than below', () => {
    const worst = { attempts: 10, completions: 0, yards: -20, touchdowns: 0, interceptions: 10 };
    expect(passerRatingComponents(worst)).toEqual({ completion: 0, yards: 0, touchdown: 0, interception: 0 });
    expect(passerRating(worst)).toBe(0);
  });

  it('caps every part at 2.375, so a line beyond perfect still rates 158.33', () => {
    expect(passerRating({ attempts: 1, completions: 1, yards: 99, touchdowns: 1, interceptions: 0 })).toBeCloseTo(
      158.333,
      3,
    );
  });
});
