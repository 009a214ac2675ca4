import { describe, expect, it } from 'vitest';
import { incandescentLumens, incandescentWatts } from '../../../../../src/calculators/shared/energy/lighting.ts';

describe('the ENERGY STAR incandescent equivalence', () => {
  it.each([
    [40, 450],
    [75, 1100],
    [150, 2600],
  ])('gives %i W as %i lumens, and back', (watts, lumens) => {
    expect(incandescentLumens(watts)).toBeCloseTo(lumens, 9);
    expect(incandescentWatts(lumens)).toBeCloseTo(watts, 9);
  });

  it('gives no light for 0 W', () => {
    expect(incandescentLumens(0)).toBe(0);
  });

  it('goes on at the 150 W efficacy beyond the table (300 W gives 5200 lumens)', () => {
    expect(incandescentLumens(300)).toBeCloseTo(5200, 9);
    expect(incandescentWatts(5200)).toBeCloseTo(300, 9);
  });

  it('runs straight between two points (50 W lies halfway from 450 to 800 lumens)', () => {
    expect(incandescentLumens(50)).toBeCloseTo(625, 9);
  });
});
