/*
 * Probability and distributions of the statistics calculators.
 *
 * - normal.ts: the standard normal CDF (from simple-statistics' error function) and its inverse,
 *   refined by Newton's method so percentiles are exact to far beyond table precision.
 * - student-t.ts: the Student t CDF through the regularized incomplete beta function (continued
 *   fraction, Numerical Recipes §6.4 / Abramowitz & Stegun 26.5.8) and its quantile.
 * - counting.ts: permutations and combinations, with and without repetition, exact in BigInt.
 * - events.ts: the probabilities of two events that are independent, mutually exclusive or
 *   overlapping by a known amount, with the combinations that cannot happen named.
 */
export {};
