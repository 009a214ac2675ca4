import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AGE_MONTHS,
  FEMALE_LMS,
  MALE_LMS,
} from '../../../../../src/calculators/shared/body/cdc-bmi-for-age.generated.ts';
import { bmiForAge } from '../../../../../src/calculators/shared/body/bmi-for-age.ts';
import { compactBmiForAge, parseBmiForAgeCsv } from '../../../../../src/lib/growth-charts.ts';

const rows = parseBmiForAgeCsv(readFileSync(join(process.cwd(), 'content/growth-charts/cdc-bmi-for-age.csv'), 'utf8'));
const Z95 = 1.6448536269514722;
const bmiAt = (L: number, M: number, S: number, z: number) => M * Math.pow(1 + L * S * z, 1 / L);

describe('CDC BMI-for-age data', () => {
  it('has every CDC row: 24 and 24.5 to 240.5 months, plus 240, for both sexes', () => {
    for (const sex of [1, 2] as const) {
      const ages = rows.filter((row) => row.sex === sex).map((row) => row.ageMonths);
      expect(ages).toHaveLength(219);
      expect(ages[0]).toBe(24);
      expect(ages.at(-1)).toBe(240.5);
    }
  });

  it("reproduces the CDC's own published 5th and 95th percentiles from every row's L, M and S", () => {
    for (const { L, M, S, p5, p95 } of rows) {
      expect(bmiAt(L, M, S, -Z95)).toBeCloseTo(p5, 3);
      expect(bmiAt(L, M, S, Z95)).toBeCloseTo(p95, 3);
    }
  });

  it('ships the same table in the browser module as in content/ (regenerate with npm run data:growth-charts)', () => {
    const expected = compactBmiForAge(rows);
    expect(expected).toContain(`export const AGE_MONTHS = [${AGE_MONTHS.join(',')}];`);
    expect(expected).toContain(`export const MALE_LMS = [${MALE_LMS.join(',')}];`);
    expect(expected).toContain(`export const FEMALE_LMS = [${FEMALE_LMS.join(',')}];`);
  });
});

/** The percentile as the child BMI calculator shows it. */
const TENTHS = { decimals: 1 };

describe('BMI-for-age percentile', () => {
  it('puts a BMI equal to the median at the 50th percentile', () => {
    // CDC bmiagerev.csv, boys at 120.5 months: M = 16.64613844.
    expect(bmiForAge('male', 120.2, 16.64613844, TENTHS).percentile).toBeCloseTo(50, 1);
  });

  it('uses the row for the middle of the month of age', () => {
    // Girls at 180.5 months: P95 = 28.12369169; 180.0 and 180.99 months share that row.
    expect(bmiForAge('female', 180, 28.12369169, TENTHS).percentile).toBeCloseTo(95, 1);
    expect(bmiForAge('female', 180.99, 28.12369169, TENTHS).percentile).toBeCloseTo(95, 1);
  });

  it('follows the CDC cut-offs for the categories, severe obesity included', () => {
    const { p5, p85, p95 } = bmiForAge('male', 100, 18, TENTHS);
    expect(bmiForAge('male', 100, p5 - 0.01, TENTHS).category).toBe('Underweight');
    expect(bmiForAge('male', 100, p5 + 0.01, TENTHS).category).toBe('Healthy weight');
    expect(bmiForAge('male', 100, p85 + 0.01, TENTHS).category).toBe('Overweight');
    expect(bmiForAge('male', 100, p95 + 0.01, TENTHS).category).toBe('Obesity');
    expect(bmiForAge('male', 100, p95 * 1.2, TENTHS).category).toBe('Severe obesity (class 2)');
    expect(bmiForAge('male', 100, p95 * 1.4, TENTHS).category).toBe('Severe obesity (class 3)');
  });

  it('judges the category on the percentile as shown, so "85.0" is never a healthy weight', () => {
    const { p85 } = bmiForAge('male', 100, 18, TENTHS);
    // A hair below the 85th percentile's BMI: the exact percentile is 84.99…, shown as 85.0.
    const justBelow = bmiForAge('male', 100, p85 - 1e-6, TENTHS);
    expect(justBelow.percentile).toBeLessThan(85);
    expect(justBelow.category).toBe('Overweight');
    // Shown as a whole ordinal the same child reads "85th", still overweight.
    expect(bmiForAge('male', 100, p85 - 1e-6, { decimals: 0 }).category).toBe('Overweight');
  });

  it('gives a finite percentile even far above the charts', () => {
    const { percentile, zScore } = bmiForAge('female', 30, 60, TENTHS);
    expect(Number.isFinite(zScore)).toBe(true);
    expect(percentile).toBeGreaterThan(99);
    expect(percentile).toBeLessThanOrEqual(100);
  });
});
