import { describe, expect, it } from 'vitest';
import {
  normalCdf,
  normalQuantile,
  normalUpperTail,
} from '../../../../../src/calculators/shared/probability/normal.ts';

/*
 * NIST/SEMATECH e-Handbook of Statistical Methods, §1.3.6.7.1 "Cumulative Distribution Function
 * of the Standard Normal Distribution": the area from 0 to z, printed to 5 decimals.
 * https://www.itl.nist.gov/div898/handbook/eda/section3/eda3671.htm
 */
const NIST_AREA_FROM_ZERO: readonly [number, number][] = [
  [0.0, 0.0],
  [0.1, 0.03983],
  [0.2, 0.07926],
  [0.25, 0.09871],
  [0.3, 0.11791],
  [0.4, 0.15542],
  [0.5, 0.19146],
  [0.6, 0.22575],
  [0.67, 0.24857],
  [0.68, 0.25175],
  [0.7, 0.25804],
  [0.8, 0.28814],
  [0.9, 0.31594],
  [1.0, 0.34134],
  [1.1, 0.36433],
  [1.2, 0.38493],
  [1.28, 0.39973],
  [1.3, 0.4032],
  [1.4, 0.41924],
  [1.5, 0.43319],
  [1.6, 0.4452],
  [1.64, 0.4495],
  [1.65, 0.45053],
  [1.7, 0.45543],
  [1.8, 0.46407],
  [1.9, 0.47128],
  [1.96, 0.475],
  [2.0, 0.47725],
  [2.1, 0.48214],
  [2.2, 0.4861],
  [2.3, 0.48928],
  [2.33, 0.4901],
  [2.4, 0.4918],
  [2.5, 0.49379],
  [2.58, 0.49506],
  [2.6, 0.49534],
  [2.7, 0.49653],
  [2.8, 0.49744],
  [2.9, 0.49813],
  [3.0, 0.49865],
  [3.1, 0.49903],
  [3.2, 0.49931],
  [3.3, 0.49952],
  [3.4, 0.49966],
  [3.5, 0.49977],
  [3.6, 0.49984],
  [3.7, 0.49989],
  [3.8, 0.49993],
  [3.9, 0.49995],
  [4.0, 0.49997],
];

/** NIST §1.3.6.7.2, row ∞ of the t table: the normal critical values, to 3 decimals. */
const NIST_CRITICAL: readonly [number, number][] = [
  [0.9, 1.282],
  [0.95, 1.645],
  [0.975, 1.96],
  [0.99, 2.326],
  [0.995, 2.576],
  [0.999, 3.09],
];

describe('the standard normal CDF', () => {
  it.each(NIST_AREA_FROM_ZERO)('matches the NIST table at z = %f (area from 0 to z, 5 decimals)', (z, area) => {
    // Half a unit in the table's last decimal.
    expect(Math.abs(normalCdf(z) - 0.5 - area)).toBeLessThanOrEqual(0.5e-5 + 1e-9);
    expect(Math.abs(0.5 - normalCdf(-z) - area)).toBeLessThanOrEqual(0.5e-5 + 1e-9);
  });

  it('keeps the far tails: outside ±6σ lies 1.973e-9 (Wikipedia, "68–95–99.7 rule", table of intervals)', () => {
    expect(Math.abs((2 * normalUpperTail(6)) / 1.973e-9 - 1)).toBeLessThan(5e-4);
  });
});

describe('the standard normal quantile', () => {
  it.each(NIST_CRITICAL)('matches the NIST critical value at p = %f', (p, z) => {
    expect(Math.abs(normalQuantile(p) - z)).toBeLessThanOrEqual(0.5e-3);
    expect(Math.abs(normalQuantile(1 - p) + z)).toBeLessThanOrEqual(0.5e-3);
  });

  it('inverts the CDF to full precision across the range, tails included', () => {
    for (const p of [1e-8, 1e-6, 0.001, 0.025, 0.3, 0.5, 0.7, 0.975, 0.999, 1 - 1e-6]) {
      expect(normalCdf(normalQuantile(p)) / p).toBeCloseTo(1, 6);
    }
  });
});
