import { describe, expect, it } from 'vitest';
import {
  percentageOfWhole,
  percentDifference,
  percentOf,
  relativePercent,
  wholeFromPart,
} from '../../../../../src/calculators/shared/arithmetic/percent.ts';

describe('the three percentage questions', () => {
  it('are one equation read three ways, exact for whole-number percentages', () => {
    expect(percentOf(15, 200)).toBe(30);
    expect(percentageOfWhole(30, 200)).toBe(15);
    expect(wholeFromPart(30, 15)).toBe(200);
    // 0.07 × 100 is 7.000000000000001 in floating point; multiplying first avoids it.
    expect(percentOf(7, 100)).toBe(7);
  });

  it('keeps the sign of negative parts and wholes', () => {
    expect(percentOf(-10, 50)).toBe(-5);
    expect(percentageOfWhole(-5, 50)).toBe(-10);
  });
});

describe('relative percent (change and signed error)', () => {
  it('is positive above the reference and negative below it', () => {
    expect(relativePercent(75, 50)).toBe(50);
    expect(relativePercent(40, 50)).toBe(-20);
    expect(relativePercent(50, 50)).toBe(0);
  });

  it('measures against the size of a negative reference, so a rise still reads as a rise', () => {
    expect(relativePercent(-50, -100)).toBe(50);
  });
});

describe('percent difference', () => {
  it('does not depend on the order of the two values', () => {
    expect(percentDifference(80, 100)).toBeCloseTo(22.2222222, 6);
    expect(percentDifference(100, 80)).toBe(percentDifference(80, 100));
    expect(percentDifference(5, 5)).toBe(0);
  });
});
