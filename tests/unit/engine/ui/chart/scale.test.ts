import { describe, expect, it } from 'vitest';
import { labelledIndexes, niceTicks } from '../../../../../src/engine/ui/chart/scale.ts';

describe('niceTicks', () => {
  it('rounds a mortgage balance axis to whole 100,000s instead of the data extremes', () => {
    expect(niceTicks(0, 408_140.64)).toEqual([0, 100_000, 200_000, 300_000, 400_000, 500_000]);
  });

  it('uses steps of 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceTicks(0, 1)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(niceTicks(0, 7.3)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(0, 0.3)).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('includes zero when the range crosses it, and covers negative values', () => {
    expect(niceTicks(-35, 80)).toEqual([-50, -25, 0, 25, 50, 75, 100]);
  });

  it('gives a range around a flat series and survives non-finite input', () => {
    expect(niceTicks(5, 5)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(niceTicks(0, 0)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(niceTicks(Number.NaN, 3)).toEqual([0]);
  });
});

describe('labelledIndexes', () => {
  it('labels every point of a short series', () => {
    expect(labelledIndexes(4)).toEqual([0, 1, 2, 3]);
  });

  it('labels a 30-year schedule (31 points, year 0 to 30) every 5 years', () => {
    expect(labelledIndexes(31)).toEqual([0, 5, 10, 15, 20, 25, 30]);
  });

  it('always labels the last point and drops a label that would crowd it', () => {
    expect(labelledIndexes(23)).toEqual([0, 5, 10, 15, 22]);
    expect(labelledIndexes(0)).toEqual([]);
  });
});
