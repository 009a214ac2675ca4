import { describe, expect, it } from 'vitest';
import {
  distanceFromEarth,
  OTHER_WORLDS,
  PLANETS_WITH_YEARS,
  scaleReadingOn,
  yearsOn,
} from '../../../../../src/calculators/shared/fun/planets.ts';

describe('the planets of the funny tools (NASA fact sheets)', () => {
  it('reads a scale on Earth as it is, and on the Moon at 1.6 ÷ 9.8 of it', () => {
    expect(scaleReadingOn('earth', 70)).toBe(70);
    expect(scaleReadingOn('moon', 98)).toBeCloseTo(16, 12);
  });

  it('counts one Earth sidereal year (365.256 days) as age 1 on Earth, 0 days as 0 everywhere', () => {
    expect(yearsOn('earth', 365.256)).toBe(1);
    for (const key of PLANETS_WITH_YEARS) expect(yearsOn(key, 0)).toBe(0);
  });

  it('gives the Moon at 363,300 km at perigee, 384,400 km typically and Mars at 54.6 million km at its closest', () => {
    expect(distanceFromEarth('moon', 'closest')).toBeCloseTo(363_300_000, 0);
    expect(distanceFromEarth('moon', 'typical')).toBeCloseTo(384_400_000, 0);
    expect(distanceFromEarth('mars', 'closest')).toBeCloseTo(54.6e9, 0);
    expect(distanceFromEarth('mars', 'farthest')).toBeCloseTo(401.4e9, 0);
  });

  it('leaves Earth out of the other worlds and the Moon out of the planets with years', () => {
    expect(OTHER_WORLDS).not.toContain('earth');
    expect(PLANETS_WITH_YEARS).not.toContain('moon');
    expect(PLANETS_WITH_YEARS).toHaveLength(8);
  });
});
