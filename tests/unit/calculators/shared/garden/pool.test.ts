import { describe, expect, it } from 'vitest';
import {
  averageDepth,
  chlorineForRise,
  dryProductFor,
  liquidProductFor,
  poolSurfaceArea,
} from '../../../../../src/calculators/shared/garden/pool.ts';

describe('pool surface and depth', () => {
  it('gives length × width for a rectangle and π/4 of it for round and oval pools', () => {
    expect(poolSurfaceArea('rectangle', 10, 5)).toBe(50);
    expect(poolSurfaceArea('round', 4, 99)).toBeCloseTo(Math.PI * 4, 12);
    expect(poolSurfaceArea('oval', 10, 5)).toBeCloseTo((Math.PI / 4) * 50, 12);
  });

  it('averages the shallow and deep ends, and a flat floor is its own average', () => {
    expect(averageDepth(1, 2)).toBe(1.5);
    expect(averageDepth(1.2, 1.2)).toBe(1.2);
  });
});

describe('chlorine dose', () => {
  it('adds 1 g per m³ for each ppm, and nothing for no rise', () => {
    expect(chlorineForRise(50, 2)).toBeCloseTo(0.1, 12);
    expect(chlorineForRise(50, 0)).toBe(0);
  });

  it('needs the pure chlorine itself at 100 % strength', () => {
    expect(dryProductFor(0.1, 100)).toBeCloseTo(0.1, 12);
    expect(dryProductFor(0.065, 65)).toBeCloseTo(0.1, 12);
  });

  it('reads liquid strength as trade percent: 1 L of 12.5 % holds 125 g', () => {
    expect(liquidProductFor(0.125, 12.5)).toBeCloseTo(0.001, 12);
  });
});
