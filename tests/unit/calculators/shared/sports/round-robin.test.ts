import { describe, expect, it } from 'vitest';
import { circleRounds } from '../../../../../src/calculators/shared/sports/round-robin.ts';

describe('circle method round robin', () => {
  it("gives Wikipedia's second round for 14 teams", () => {
    expect(circleRounds(14)[1]?.map(({ home, away }) => [home, away])).toEqual([
      [1, 13],
      [14, 12],
      [2, 11],
      [3, 10],
      [4, 9],
      [5, 8],
      [6, 7],
    ]);
  });

  it('meets every pair exactly once, with one bye a round for an odd field', () => {
    const rounds = circleRounds(7);
    const pairs = rounds.flat().filter((game) => game.away !== undefined);
    const keys = new Set(pairs.map(({ home, away = 0 }) => `${Math.min(home, away)}-${Math.max(home, away)}`));
    expect(rounds).toHaveLength(7);
    expect(keys.size).toBe(21);
    expect(pairs).toHaveLength(21);
    for (const round of rounds) expect(round.filter((game) => game.away === undefined)).toHaveLength(1);
  });

  it('has one game and one round for two teams', () => {
    expect(circleRounds(2)).toEqual([[{ home: 1, away: 2 }]]);
  });
});
