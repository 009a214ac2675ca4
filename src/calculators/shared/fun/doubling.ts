/*
 * Doubling: folding a sheet of paper in half doubles its thickness, so n folds make it 2ⁿ times
 * as thick. Gallivan (2002) worked out how long a strip must be to fold it n times in one
 * direction: L = (π t ⁄ 6)(2ⁿ + 4)(2ⁿ − 1), t being the thickness.
 */

/** The fewest doublings that take `start` to at least `target` (0 when it is already there). */
export function doublingsToReach(start: number, target: number): number {
  if (target <= start) return 0;
  const exact = Math.log2(target / start);
  // log2 of an exact power of two can come out a hair above the whole number.
  const whole = Math.round(exact);
  return Math.abs(exact - whole) < 1e-9 ? whole : Math.ceil(exact);
}

/** Gallivan's length of paper, in the unit of `thickness`, for `folds` folds in one direction. */
export const gallivanLength = (thickness: number, folds: number): number =>
  ((Math.PI * thickness) / 6) * (2 ** folds + 4) * (2 ** folds - 1);
