import { describe, expect, it } from 'vitest';
import { equalShare, fewestEvenSegments, rotation } from '../../../../../src/calculators/shared/sports/rotation.ts';

const timesOnField = (plan: number[][], roster: number) =>
  Array.from({ length: roster }, (_, index) => plan.flat().filter((player) => player === index + 1).length);

describe('equal playing time rotation', () => {
  it('shares player-minutes equally', () => {
    expect(equalShare(50, 7, 10)).toBe(35);
  });

  it('plays everyone every segment when the roster equals the side', () => {
    expect(rotation(3, 5, 5)).toEqual([
      [1, 2, 3, 4, 5],
      [1, 2, 3, 4, 5],
      [1, 2, 3, 4, 5],
    ]);
  });

  it('never gives one player two more segments than another', () => {
    const counts = timesOnField(rotation(5, 9, 12), 12);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  });

  it('is exactly even at the fewest even segment count', () => {
    const segments = fewestEvenSegments(9, 12);
    expect(segments).toBe(4);
    expect(new Set(timesOnField(rotation(segments, 9, 12), 12))).toEqual(new Set([3]));
  });
});
