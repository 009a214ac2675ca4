import { describe, expect, it } from 'vitest';
import { fideExpectedScore, logisticExpectedScore } from '../../../../../src/calculators/shared/sports/elo.ts';

describe('fideExpectedScore', () => {
  it('reads the band edges of table 8.1(b)', () => {
    expect(fideExpectedScore(1503, 1500)).toBe(0.5);
    expect(fideExpectedScore(1504, 1500)).toBe(0.51);
    expect(fideExpectedScore(1698, 1500)).toBe(0.76);
    expect(fideExpectedScore(1891, 1500)).toBe(0.91);
    expect(fideExpectedScore(1892, 1500)).toBe(0.92);
  });

  it('counts a difference above 400 as 400, and gives the weaker player the rest', () => {
    expect(fideExpectedScore(2800, 1000)).toBe(0.92);
    expect(fideExpectedScore(1000, 2800)).toBe(0.08);
    expect(fideExpectedScore(1900, 2000)).toBe(0.36);
  });
});

describe('logisticExpectedScore', () => {
  it('gives 0.5 to equal players and adds to 1 for the two sides', () => {
    expect(logisticExpectedScore(1500, 1500)).toBe(0.5);
    expect(logisticExpectedScore(1700, 1500) + logisticExpectedScore(1500, 1700)).toBeCloseTo(1, 12);
  });
});
