import { describe, expect, it } from 'vitest';
import { bogeyNumbers, checkoutRoute } from '../../../../../src/calculators/shared/sports/darts.ts';

const route = (score: number, darts = 3) =>
  checkoutRoute(score, darts)
    ?.map((d) => d.label)
    .join(' ');

describe('checkoutRoute', () => {
  it('finishes on a double or the bull in the fewest darts', () => {
    expect(route(2)).toBe('D1');
    expect(route(40)).toBe('D20');
    expect(route(50)).toBe('Bull');
    expect(route(3)).toBe('1 D1');
    expect(route(110)).toBe('T20 Bull');
    expect(route(160)).toBe('T20 T20 D20');
  });

  it('ends every route on a finishing dart and adds up to the score', () => {
    for (let score = 2; score <= 170; score += 1) {
      const darts = checkoutRoute(score, 3);
      if (!darts) continue;
      expect(darts.reduce((sum, d) => sum + d.points, 0)).toBe(score);
      expect(darts.at(-1)?.label).toMatch(/^(D\d+|Bull)$/);
    }
  });

  it('finds no single-dart checkout for an odd score', () => {
    expect(checkoutRoute(41, 1)).toBeUndefined();
  });
});

describe('bogeyNumbers', () => {
  it('lists the seven scores up to 170 with no three-dart checkout', () => {
    expect(bogeyNumbers()).toEqual([159, 162, 163, 165, 166, 168, 169]);
  });
});
