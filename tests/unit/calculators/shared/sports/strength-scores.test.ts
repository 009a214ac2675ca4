import { describe, expect, it } from 'vitest';
import {
  dotsCoefficient,
  goodliftPoints,
  outsideFittedRange,
  wilks2020Coefficient,
  wilksCoefficient,
} from '../../../../../src/calculators/shared/sports/strength-scores.ts';

describe('powerlifting score coefficients', () => {
  // Powerlifting Australia's Wilks 2020 tables, to four decimals.
  it.each([
    ['male', 50, 1.1662],
    ['male', 100, 0.7304],
    ['male', 200, 0.6155],
    ['female', 60, 1.3194],
    ['female', 100, 1.0608],
    ['female', 140, 0.9905],
  ] as const)('Wilks 2020, %s %d kg → %d', (sex, kg, table) => {
    expect(wilks2020Coefficient(sex, kg)).toBeCloseTo(table, 4);
  });

  it('holds every coefficient at the edge of its fitted range', () => {
    expect(wilks2020Coefficient('male', 20)).toBeCloseTo(1.4463, 4);
    expect(wilks2020Coefficient('male', 400)).toBeCloseTo(0.6153, 4);
    expect(wilks2020Coefficient('female', 200)).toBeCloseTo(0.9796, 4);
    expect(dotsCoefficient('female', 30)).toBe(dotsCoefficient('female', 40));
    expect(dotsCoefficient('male', 250)).toBe(dotsCoefficient('male', 210));
    expect(wilksCoefficient('male', 250)).toBe(wilksCoefficient('male', 201.9));
    expect(goodliftPoints(100, 20, 'female', 'total', 'classic')).toBe(
      goodliftPoints(100, 35, 'female', 'total', 'classic'),
    );
  });

  it('says when a body weight is outside a fitted range, and not at its edges', () => {
    expect(outsideFittedRange('male', 40)).toBe(false);
    expect(outsideFittedRange('male', 200.95)).toBe(false);
    expect(outsideFittedRange('male', 39.9)).toBe(true);
    expect(outsideFittedRange('female', 150.5)).toBe(true);
  });

  it('gives positive, finite points over the whole body weight field', () => {
    for (let kg = 25; kg <= 250; kg += 0.5) {
      for (const sex of ['female', 'male'] as const) {
        for (const value of [
          dotsCoefficient(sex, kg),
          wilksCoefficient(sex, kg),
          wilks2020Coefficient(sex, kg),
          goodliftPoints(1, kg, sex, 'bench', 'equipped'),
        ]) {
          expect(value).toBeGreaterThan(0);
          expect(Number.isFinite(value)).toBe(true);
        }
      }
    }
  });
});
