import { errorFunction, probit } from 'simple-statistics';

/*
 * The standard normal distribution. The CDF comes from simple-statistics' error function
 * (Numerical Recipes' Chebyshev fit, fractional error below 1.2e-7, so far inside 4 decimals);
 * its own probit is a rough closed-form guess (about 3 decimals), which Newton's method polishes
 * to the CDF's full accuracy.
 */

const ROOT_TWO_PI = Math.sqrt(2 * Math.PI);

/** Φ(z) = P(Z ≤ z). */
export const normalCdf = (z: number): number => 0.5 * (1 + errorFunction(z / Math.SQRT2));

/** The density φ(z). */
export const normalPdf = (z: number): number => Math.exp((-z * z) / 2) / ROOT_TWO_PI;

/** P(Z > z), taken as Φ(−z) so the far right tail keeps its digits. */
export const normalUpperTail = (z: number): number => normalCdf(-z);

/** The z with Φ(z) = p, for 0 < p < 1. */
export function normalQuantile(p: number): number {
  if (p === 0.5) return 0;
  let z = probit(p);
  for (let step = 0; step < 8; step += 1) {
    const change = (normalCdf(z) - p) / normalPdf(z);
    z -= change;
    if (Math.abs(change) < 1e-13 * Math.max(1, Math.abs(z))) break;
  }
  return z;
}
