/*
 * The percentage formulas, arranged so that whole-number percentages of whole numbers come out
 * exact in floating point (multiply before dividing by 100).
 */

/** P % of W. */
export const percentOf = (percentage: number, whole: number): number => (percentage * whole) / 100;

/** What percentage the part A is of the whole W (W ≠ 0). */
export const percentageOfWhole = (part: number, whole: number): number => (part * 100) / whole;

/** The whole W of which the part A is P % (P ≠ 0). */
export const wholeFromPart = (part: number, percentage: number): number => (part * 100) / percentage;

/**
 * How far a value lies from a reference, as a percentage of the reference's size: the percent
 * change from an old value, or the signed percent error from a true value. Dividing by |reference|
 * keeps the sign meaning "above" or "below" even when the reference is negative.
 */
export const relativePercent = (value: number, reference: number): number =>
  ((value - reference) * 100) / Math.abs(reference);

/** The absolute difference of two values as a percentage of their average, |a − b| ÷ |(a + b) ÷ 2| × 100. */
export const percentDifference = (a: number, b: number): number => (Math.abs(a - b) * 100) / Math.abs((a + b) / 2);
