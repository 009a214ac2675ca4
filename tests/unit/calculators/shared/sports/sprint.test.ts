import { describe, expect, it } from 'vitest';
import { speedAt, timeAt, topSpeedFor } from '../../../../../src/calculators/shared/sports/sprint.ts';

const FORTY_YARDS = 36.576;

describe('topSpeedFor', () => {
  it('gives about 10.06 m/s for a 4.40 s forty with τ = 0.768 s', () => {
    expect(topSpeedFor(FORTY_YARDS, 4.4, 0.768)).toBeCloseTo(10.0636, 3);
  });

  it('always exceeds the average speed', () => {
    expect(topSpeedFor(FORTY_YARDS, 4.4, 0.768)).toBeGreaterThan(FORTY_YARDS / 4.4);
  });
});

describe('timeAt and speedAt', () => {
  const topSpeed = topSpeedFor(FORTY_YARDS, 4.4, 0.768);

  it('finds the 10-yard split worked out by hand (about 1.578 s)', () => {
    expect(timeAt(9.144, topSpeed, 0.768)).toBeCloseTo(1.578, 2);
  });

  it('gives back the whole distance at the finish time', () => {
    expect(timeAt(FORTY_YARDS, topSpeed, 0.768)).toBeCloseTo(4.4, 9);
  });

  it('starts from rest and approaches top speed', () => {
    expect(speedAt(0, topSpeed, 0.768)).toBe(0);
    expect(speedAt(10, topSpeed, 0.768)).toBeCloseTo(topSpeed, 4);
  });
});
