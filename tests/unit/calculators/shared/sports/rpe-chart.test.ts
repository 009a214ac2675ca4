import { describe, expect, it } from 'vitest';
import { rpePercent } from '../../../../../src/calculators/shared/sports/rpe-chart.ts';

describe("Tuchscherer's RPE chart", () => {
  it('gives the corners and rows of the published chart', () => {
    expect(rpePercent(1, 10)).toBe(100);
    expect(rpePercent(12, 10)).toBe(68);
    expect(rpePercent(1, 6.5)).toBe(87.8);
    expect(rpePercent(12, 6.5)).toBe(58.6);
    expect(rpePercent(10, 9.5)).toBe(72.3);
  });

  it('reads one more rep in reserve like one more rep done', () => {
    expect(rpePercent(2, 10)).toBe(rpePercent(1, 9));
    expect(rpePercent(6, 8)).toBe(rpePercent(8, 10));
  });

  it('refuses a cell outside the chart', () => {
    expect(() => rpePercent(13, 6.5)).toThrow(RangeError);
  });
});
