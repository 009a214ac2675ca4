import { describe, expect, it } from 'vitest';
import { heatingSeconds } from '../../../../../src/calculators/shared/cooking/sous-vide.ts';

describe('heatingSeconds', () => {
  it('is zero when the food already starts within half a degree of the bath', () => {
    expect(heatingSeconds(0.03, 'slab', 54.6, 55)).toBe(0);
    expect(heatingSeconds(0.03, 'slab', 55, 55)).toBe(0);
  });

  it('grows with the square of the thickness', () => {
    const thin = heatingSeconds(0.02, 'slab', 5, 55);
    expect(heatingSeconds(0.04, 'slab', 5, 55)).toBeCloseTo(4 * thin, 6);
  });

  it('heats a cylinder faster than a slab, and a sphere faster still', () => {
    const slab = heatingSeconds(0.05, 'slab', 5, 60);
    const cylinder = heatingSeconds(0.05, 'cylinder', 5, 60);
    const sphere = heatingSeconds(0.05, 'sphere', 5, 60);
    expect(cylinder).toBeLessThan(slab);
    expect(sphere).toBeLessThan(cylinder);
  });

  it('takes longer the colder the start', () => {
    expect(heatingSeconds(0.03, 'slab', 0, 55)).toBeGreaterThan(heatingSeconds(0.03, 'slab', 10, 55));
  });

  it('gives a finite time for the largest piece and bath the calculator allows', () => {
    const seconds = heatingSeconds(0.15, 'slab', 0, 95);
    expect(Number.isFinite(seconds)).toBe(true);
    expect(seconds).toBeGreaterThan(24 * 3600);
  });
});
