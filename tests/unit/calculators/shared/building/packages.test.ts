import { describe, expect, it } from 'vitest';
import { packagesCost, wholePackages, withWaste } from '../../../../../src/calculators/shared/building/packages.ts';
import { cylinderVolume, stepsVolume } from '../../../../../src/calculators/shared/building/solids.ts';

describe('whole packages with a waste allowance', () => {
  it('keeps an exact table figure exact: 27 ft³ of 0.60 ft³ bags is 45 bags, not 46', () => {
    const cubicFoot = 0.028316846592;
    expect(wholePackages(27 * cubicFoot, 0.6 * cubicFoot)).toBe(45);
  });

  it('rounds any part of a package up to a whole one', () => {
    expect(wholePackages(10.01, 1)).toBe(11);
  });

  it('needs no packages for nothing', () => {
    expect(wholePackages(0, 0.6)).toBe(0);
    expect(packagesCost(0, 6.5)).toBe(0);
  });

  it('adds the allowance in percent, and 0 % adds nothing', () => {
    expect(withWaste(2, 10)).toBeCloseTo(2.2, 12);
    expect(withWaste(2, 0)).toBe(2);
  });

  it('prices to the cent', () => {
    expect(packagesCost(3, 0.1)).toBe(0.3);
  });
});

describe('poured shapes', () => {
  it('a cylinder of diameter 2 and height 1 holds π', () => {
    expect(cylinderVolume(2, 1)).toBeCloseTo(Math.PI, 12);
  });

  it('one step with no platform is a single block', () => {
    expect(stepsVolume({ steps: 1, rise: 2, run: 3, width: 4, platform: 0 })).toBe(24);
  });
});
