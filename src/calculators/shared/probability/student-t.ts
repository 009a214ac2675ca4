import { gammaln } from 'simple-statistics';
import { normalQuantile } from './normal.ts';

/*
 * Student's t distribution with ν degrees of freedom. The CDF comes from the regularized
 * incomplete beta function, P(|T| > t) = I_x(ν/2, 1/2) with x = ν ÷ (ν + t²) (Abramowitz &
 * Stegun 26.7.1 and 26.5.27), evaluated by its continued fraction (A&S 26.5.8) with the modified
 * Lentz method of Numerical Recipes §6.4. The quantile is found by Newton's method kept inside a
 * bracket, falling back to bisection whenever a step would leave it.
 */

const TINY = 1e-300;
const PRECISION = 1e-15;
const MOST_TERMS = 10_000;

/** The continued fraction of I_x(a, b), converging fast for x < (a + 1) ÷ (a + b + 2). */
function betaContinuedFraction(x: number, a: number, b: number): number {
  const guard = (value: number) => (Math.abs(value) < TINY ? TINY : value);
  let c = 1;
  let d = 1 / guard(1 - ((a + b) * x) / (a + 1));
  let fraction = d;
  for (let m = 1; m <= MOST_TERMS; m += 1) {
    const even = (m * (b - m) * x) / ((a + 2 * m - 1) * (a + 2 * m));
    d = 1 / guard(1 + even * d);
    c = guard(1 + even / c);
    fraction *= d * c;
    const odd = (-(a + m) * (a + b + m) * x) / ((a + 2 * m) * (a + 2 * m + 1));
    d = 1 / guard(1 + odd * d);
    c = guard(1 + odd / c);
    const change = d * c;
    fraction *= change;
    if (Math.abs(change - 1) < PRECISION) break;
  }
  return fraction;
}

/**
 * The regularized incomplete beta function I_x(a, b). `y` is 1 − x, passed separately so that
 * an x close to 1 keeps its digits.
 */
export function regularizedBeta(x: number, y: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (y <= 0) return 1;
  const front = Math.exp(a * Math.log(x) + b * Math.log(y) + gammaln(a + b) - gammaln(a) - gammaln(b));
  return x < (a + 1) / (a + b + 2)
    ? (front * betaContinuedFraction(x, a, b)) / a
    : 1 - (front * betaContinuedFraction(y, b, a)) / b;
}

/** P(T > t) for t ≥ 0. */
function upperTail(t: number, df: number): number {
  const square = t * t;
  return 0.5 * regularizedBeta(df / (df + square), square / (df + square), df / 2, 0.5);
}

/** P(T ≤ t). */
export function studentTCdf(t: number, df: number): number {
  const tail = upperTail(Math.abs(t), df);
  return t >= 0 ? 1 - tail : tail;
}

/** The density of T at t. */
export function studentTPdf(t: number, df: number): number {
  const logScale = gammaln((df + 1) / 2) - gammaln(df / 2) - 0.5 * Math.log(df * Math.PI);
  return Math.exp(logScale - ((df + 1) / 2) * Math.log1p((t * t) / df));
}

/** The t with P(T ≤ t) = p, for 0 < p < 1. */
export function studentTQuantile(p: number, df: number): number {
  if (p === 0.5) return 0;
  if (p < 0.5) return -studentTQuantile(1 - p, df);
  const tail = 1 - p;
  const guess = normalQuantile(p);
  let low = 0;
  let high = Math.max(2 * guess, 1);
  while (upperTail(high, df) > tail) {
    low = high;
    high *= 2;
  }
  // The normal quantile is close for many degrees of freedom; else start mid-bracket.
  let t = guess > low && guess < high ? guess : (low + high) / 2;
  for (let step = 0; step < 200; step += 1) {
    const excess = upperTail(t, df) - tail;
    if (excess > 0) low = t;
    else high = t;
    const newton = t + excess / studentTPdf(t, df);
    const next = newton > low && newton < high ? newton : (low + high) / 2;
    if (Math.abs(next - t) <= 1e-14 * next) return next;
    t = next;
  }
  return t;
}
