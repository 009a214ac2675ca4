import { errorFunction } from 'simple-statistics';
import { asShown, type ShownAs } from '../../../engine/index.ts';
import { AGE_MONTHS, FEMALE_LMS, MALE_LMS } from './cdc-bmi-for-age.generated.ts';
import type { Sex } from './anthropometry.ts';

/*
 * BMI-for-age of children and teens (2 to 19 years) from the CDC 2000 growth charts' LMS
 * parameters (content/growth-charts/). CDC's method: z = ((BMI / M)^L − 1) / (L·S), the
 * percentile is the normal distribution's share below z, and the BMI at a percentile is
 * M·(1 + L·S·z)^(1/L). Weight-status categories are the CDC's (Defining Child BMI Categories).
 */

/** Youngest and oldest ages (in whole months) the CDC BMI-for-age charts cover. */
export const CHILD_MIN_MONTHS = 24;
export const CHILD_MAX_MONTHS = 239;

/** z-scores of the 5th, 85th and 95th percentiles of the standard normal distribution. */
const Z5 = -1.6448536269514722;
const Z85 = 1.0364333894937898;
const Z95 = 1.6448536269514722;

interface Lms {
  L: number;
  M: number;
  S: number;
}

/**
 * The LMS row for an age: CDC rows sit at month midpoints (24.5 covers 24.0–24.99 months), so
 * a child of 8 years 3 months (99 months) uses the 99.5 row.
 */
function lmsAt(sex: Sex, ageMonths: number): Lms {
  const wanted = Math.floor(Math.min(Math.max(ageMonths, CHILD_MIN_MONTHS), CHILD_MAX_MONTHS)) + 0.5;
  const row = Math.max(0, AGE_MONTHS.indexOf(wanted));
  const table = sex === 'male' ? MALE_LMS : FEMALE_LMS;
  return { L: table[row * 3] ?? 0, M: table[row * 3 + 1] ?? 0, S: table[row * 3 + 2] ?? 0 };
}

const bmiAtZ = ({ L, M, S }: Lms, z: number) => M * Math.pow(1 + L * S * z, 1 / L);

/** Share of the standard normal distribution below z, in percent. */
const percentBelow = (z: number) => 50 * (1 + errorFunction(z / Math.SQRT2));

export interface BmiForAge {
  zScore: number;
  /** BMI-for-age percentile, 0–100. */
  percentile: number;
  /** BMI at the 5th, 85th and 95th percentiles for this age and sex. */
  p5: number;
  p85: number;
  p95: number;
  /** BMI as a percentage of the 95th percentile (severe obesity from 120 %). */
  percentOfP95: number;
  category: string;
}

/**
 * CDC weight-status category. The percentile bands are judged on the percentile as the page shows
 * it, so "85th percentile" is never called a healthy weight; severe obesity is set by BMI itself.
 */
function childCategory(shownPercentile: number, bmi: number, p95: number): string {
  if (shownPercentile < 5) return 'Underweight';
  if (shownPercentile < 85) return 'Healthy weight';
  if (shownPercentile < 95) return 'Overweight';
  if (bmi >= 1.4 * p95 || bmi >= 40) return 'Severe obesity (class 3)';
  if (bmi >= 1.2 * p95 || bmi >= 35) return 'Severe obesity (class 2)';
  return 'Obesity';
}

/** `percentileShown` is how the calculator shows the percentile, which its category must agree with. */
export function bmiForAge(sex: Sex, ageMonths: number, bmi: number, percentileShown: ShownAs): BmiForAge {
  const lms = lmsAt(sex, ageMonths);
  const zScore = (Math.pow(bmi / lms.M, lms.L) - 1) / (lms.L * lms.S);
  const [p5, p85, p95] = [bmiAtZ(lms, Z5), bmiAtZ(lms, Z85), bmiAtZ(lms, Z95)];
  const percentile = percentBelow(zScore);
  return {
    zScore,
    percentile,
    p5,
    p85,
    p95,
    percentOfP95: (bmi / p95) * 100,
    category: childCategory(asShown(percentile, percentileShown), bmi, p95),
  };
}
