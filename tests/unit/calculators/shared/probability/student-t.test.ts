import { describe, expect, it } from 'vitest';
import { normalCdf } from '../../../../../src/calculators/shared/probability/normal.ts';
import { studentTCdf, studentTQuantile } from '../../../../../src/calculators/shared/probability/student-t.ts';

const UPPER_TAILS = [0.1, 0.05, 0.025, 0.01, 0.005] as const;

/*
 * NIST/SEMATECH e-Handbook of Statistical Methods, §1.3.6.7.2 "Critical Values of the Student's
 * t Distribution" (3 decimals), for upper-tail probabilities 0.10, 0.05, 0.025, 0.01, 0.005.
 * https://www.itl.nist.gov/div898/handbook/eda/section3/eda3672.htm
 */
const NIST_T: Record<number, readonly number[]> = {
  1: [3.078, 6.314, 12.706, 31.821, 63.657],
  2: [1.886, 2.92, 4.303, 6.965, 9.925],
  3: [1.638, 2.353, 3.182, 4.541, 5.841],
  4: [1.533, 2.132, 2.776, 3.747, 4.604],
  5: [1.476, 2.015, 2.571, 3.365, 4.032],
  6: [1.44, 1.943, 2.447, 3.143, 3.707],
  7: [1.415, 1.895, 2.365, 2.998, 3.499],
  8: [1.397, 1.86, 2.306, 2.896, 3.355],
  9: [1.383, 1.833, 2.262, 2.821, 3.25],
  10: [1.372, 1.812, 2.228, 2.764, 3.169],
  11: [1.363, 1.796, 2.201, 2.718, 3.106],
  12: [1.356, 1.782, 2.179, 2.681, 3.055],
  13: [1.35, 1.771, 2.16, 2.65, 3.012],
  14: [1.345, 1.761, 2.145, 2.624, 2.977],
  15: [1.341, 1.753, 2.131, 2.602, 2.947],
  16: [1.337, 1.746, 2.12, 2.583, 2.921],
  17: [1.333, 1.74, 2.11, 2.567, 2.898],
  18: [1.33, 1.734, 2.101, 2.552, 2.878],
  19: [1.328, 1.729, 2.093, 2.539, 2.861],
  20: [1.325, 1.725, 2.086, 2.528, 2.845],
  21: [1.323, 1.721, 2.08, 2.518, 2.831],
  22: [1.321, 1.717, 2.074, 2.508, 2.819],
  23: [1.319, 1.714, 2.069, 2.5, 2.807],
  24: [1.318, 1.711, 2.064, 2.492, 2.797],
  25: [1.316, 1.708, 2.06, 2.485, 2.787],
  26: [1.315, 1.706, 2.056, 2.479, 2.779],
  27: [1.314, 1.703, 2.052, 2.473, 2.771],
  28: [1.313, 1.701, 2.048, 2.467, 2.763],
  29: [1.311, 1.699, 2.045, 2.462, 2.756],
  30: [1.31, 1.697, 2.042, 2.457, 2.75],
  40: [1.303, 1.684, 2.021, 2.423, 2.704],
  60: [1.296, 1.671, 2.0, 2.39, 2.66],
  100: [1.29, 1.66, 1.984, 2.364, 2.626],
};

/*
 * NIST's 0.001 column is off by up to 0.004 (318.313 for the exact 318.309 at ν = 1, 4.782 for
 * 4.785 at ν = 7), so the tails 0.0025 and 0.001 are checked against Quené & van den Bergh,
 * "Quantitative Methods and Statistics", appendix C (critical values of t, 3 decimals).
 * https://hugoquene.github.io/QMS-EN/app-criticaltvalues.html
 */
const QUENE_T: Record<number, readonly [number, number]> = {
  1: [127.321, 318.309],
  2: [14.089, 22.327],
  3: [7.453, 10.215],
  4: [5.598, 7.173],
  5: [4.773, 5.893],
  6: [4.317, 5.208],
  7: [4.029, 4.785],
  8: [3.833, 4.501],
  9: [3.69, 4.297],
  10: [3.581, 4.144],
  12: [3.428, 3.93],
  15: [3.286, 3.733],
  20: [3.153, 3.552],
  25: [3.078, 3.45],
  30: [3.03, 3.385],
  40: [2.971, 3.307],
};

/** Half a unit in the last printed decimal, plus float slack. */
const THIRD_DECIMAL = 0.5e-3 + 1e-9;

describe('Student t quantiles against published tables', () => {
  for (const [df, row] of Object.entries(NIST_T)) {
    it(`matches the NIST row ν = ${df}`, () => {
      row.forEach((t, column) => {
        const p = 1 - (UPPER_TAILS[column] ?? 0);
        expect(Math.abs(studentTQuantile(p, Number(df)) - t)).toBeLessThanOrEqual(THIRD_DECIMAL);
        expect(Math.abs(studentTQuantile(1 - p, Number(df)) + t)).toBeLessThanOrEqual(THIRD_DECIMAL);
      });
    });
  }

  for (const [df, [t0025, t0001]] of Object.entries(QUENE_T)) {
    it(`matches the far tails at ν = ${df}`, () => {
      expect(Math.abs(studentTQuantile(0.9975, Number(df)) - t0025)).toBeLessThanOrEqual(THIRD_DECIMAL);
      expect(Math.abs(studentTQuantile(0.999, Number(df)) - t0001)).toBeLessThanOrEqual(THIRD_DECIMAL);
    });
  }

  it('gives t(0.975, 10) = 2.2281 to 4 decimals, as printed in 4-decimal t tables', () => {
    expect(studentTQuantile(0.975, 10)).toBeCloseTo(2.2281, 4);
  });
});

/*
 * Closed forms (Wikipedia, "Student's t-distribution", cumulative distribution function and
 * quantile function for ν = 1, 2, 3 and 4) check any number of decimals.
 */
describe('Student t against its closed forms', () => {
  const ps = [0.0005, 0.01, 0.1, 0.3, 0.6, 0.9, 0.975, 0.999, 0.99995];
  const ts = [-50, -7.5, -2, -0.3, 0, 0.1, 1, 2.5, 12, 300];

  it('ν = 1 (Cauchy): F(t) = ½ + arctan(t) ÷ π, t(p) = tan(π(p − ½))', () => {
    for (const t of ts) expect(studentTCdf(t, 1)).toBeCloseTo(0.5 + Math.atan(t) / Math.PI, 12);
    for (const p of ps) expect(studentTQuantile(p, 1) / Math.tan(Math.PI * (p - 0.5))).toBeCloseTo(1, 10);
  });

  it('ν = 2: F(t) = ½ + t ÷ (2√(2 + t²)), t(p) = (2p − 1) ÷ √(2p(1 − p))', () => {
    for (const t of ts) expect(studentTCdf(t, 2)).toBeCloseTo(0.5 + t / (2 * Math.sqrt(2 + t * t)), 12);
    for (const p of ps) expect(studentTQuantile(p, 2) / ((2 * p - 1) / Math.sqrt(2 * p * (1 - p)))).toBeCloseTo(1, 10);
  });

  it('ν = 3: F(t) = ½ + (t/√3 ÷ (1 + t²/3) + arctan(t/√3)) ÷ π', () => {
    for (const t of ts) {
      const u = t / Math.sqrt(3);
      expect(studentTCdf(t, 3)).toBeCloseTo(0.5 + (u / (1 + u * u) + Math.atan(u)) / Math.PI, 12);
    }
  });

  it('ν = 4: t(p) = sign(p − ½) × 2√(q − 1), q = cos(⅓ arccos √α) ÷ √α, α = 4p(1 − p)', () => {
    for (const p of ps) {
      const alpha = 4 * p * (1 - p);
      const q = Math.cos(Math.acos(Math.sqrt(alpha)) / 3) / Math.sqrt(alpha);
      expect(studentTQuantile(p, 4) / (Math.sign(p - 0.5) * 2 * Math.sqrt(q - 1))).toBeCloseTo(1, 9);
    }
  });

  it('approaches the normal distribution as ν grows', () => {
    expect(studentTCdf(1.96, 1_000_000)).toBeCloseTo(normalCdf(1.96), 6);
    expect(studentTQuantile(0.975, 10_000_000)).toBeCloseTo(1.959964, 5);
  });
});
