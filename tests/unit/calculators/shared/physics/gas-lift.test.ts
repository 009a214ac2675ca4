import { describe, expect, it } from 'vitest';
import {
  gasDensity,
  heliumLift,
  MOLAR_MASS,
  SEA_LEVEL,
  sphereVolume,
} from '../../../../../src/calculators/shared/physics/gas-lift.ts';

describe('the lift of helium in air', () => {
  it('gives the ISO 2533 sea-level air density, 1.2250 kg/m³', () => {
    expect(gasDensity(MOLAR_MASS.air, SEA_LEVEL.pressure, SEA_LEVEL.temperature)).toBeCloseTo(1.225, 4);
  });

  it('lifts about 1.056 g per litre of helium at sea level, 15 °C', () => {
    expect(heliumLift(0.001) * 1000).toBeCloseTo(1.0557, 4);
  });

  it('lifts less in warm, thin air (Denver, 83.4 kPa at 30 °C)', () => {
    expect(heliumLift(1, { pressure: 83_400, temperature: 303.15 })).toBeLessThan(heliumLift(1));
  });

  it('gives a sphere of 1 m diameter a volume of π ⁄ 6 m³', () => {
    expect(sphereVolume(1)).toBeCloseTo(Math.PI / 6, 12);
    expect(sphereVolume(0)).toBe(0);
  });
});
