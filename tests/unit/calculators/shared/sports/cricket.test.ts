import { describe, expect, it } from 'vitest';
import { ballsFromOvers, oversCounted } from '../../../../../src/calculators/shared/sports/cricket.ts';

describe('ballsFromOvers', () => {
  it('reads the figure after the point as balls', () => {
    expect(ballsFromOvers(45.3)).toBe(273);
    expect(ballsFromOvers(0.1)).toBe(1);
    expect(ballsFromOvers(19.5)).toBe(119);
    expect(ballsFromOvers(20)).toBe(120);
  });

  it('refuses a sixth ball, two-digit balls and negative overs', () => {
    expect(ballsFromOvers(45.6)).toBeUndefined();
    expect(ballsFromOvers(45.25)).toBeUndefined();
    expect(ballsFromOvers(-1)).toBeUndefined();
  });
});

describe('oversCounted', () => {
  it('counts an all-out innings as the full quota and any other as the balls bowled', () => {
    expect(oversCounted(148, true, 50)).toBe(50);
    expect(oversCounted(284, false, 50)).toBeCloseTo(47.333, 3);
  });
});
