import { describe, expect, it } from 'vitest';
import {
  powerForSpeed,
  speedForPower,
  type RideConditions,
} from '../../../../../src/calculators/shared/physics/road-cycling.ts';

const flat: RideConditions = {
  mass: 80,
  grade: 0,
  cda: 0.32,
  crr: 0.005,
  airDensity: 1.225,
  headwind: 0,
  efficiency: 0.975,
};

describe('road cycling power model', () => {
  it('takes no power to stand still', () => {
    expect(powerForSpeed(0, flat)).toBe(0);
  });

  it('solves speed from power as the inverse of power from speed', () => {
    for (const speed of [2, 8, 15, 25]) {
      expect(speedForPower(powerForSpeed(speed, flat), flat)).toBeCloseTo(speed, 6);
    }
  });

  it('gives negative power when a descent alone is faster than the speed asked', () => {
    const descent = { ...flat, grade: -0.08 };
    expect(powerForSpeed(5, descent)).toBeLessThan(0);
    // Pedalling 100 W downhill is faster than the free-rolling terminal speed.
    const rolling = speedForPower(0.001, descent) ?? 0;
    expect(speedForPower(100, descent)).toBeGreaterThan(rolling);
  });

  it('pushes the rider along in a tailwind faster than the wind', () => {
    const tailwind = { ...flat, headwind: -5 };
    expect(speedForPower(200, tailwind)).toBeGreaterThan(speedForPower(200, flat) ?? Infinity);
  });

  it('finds no speed when even 360 km/h takes less than the power on a sheer drop', () => {
    expect(speedForPower(1, { ...flat, mass: 400, cda: 0.1, grade: -0.25 })).toBeUndefined();
  });
});
