import type { FieldError } from '../../../engine/index.ts';

/*
 * The sizes the algebra tools accept. Coefficients between 1e-100 and 1e100 (or exactly 0) keep
 * every product, square and quotient the solvers form far inside double range, so a result is
 * never Infinity or a denormal that has lost its digits. Tools that multiply many entries together
 * (a determinant of sixteen) pass a tighter limit.
 */

export const LARGEST_COEFFICIENT = 1e100;

/** "Use 0 or a number between 1e-100 and 1e100 in size." for a limit of 1e100. */
export const sizeMessage = (largest = LARGEST_COEFFICIENT, what = 'a number') =>
  `Use 0 or ${what} between ${(1 / largest).toExponential()} and ${largest.toExponential().replace('e+', 'e')} in size.`;

/** Whether a value is too large, or too small without being zero, to work with. */
export function outOfSize(value: number, largest = LARGEST_COEFFICIENT): boolean {
  const size = Math.abs(value);
  return size > largest || (size !== 0 && size < 1 / largest);
}

/** A message at each field whose value is too large or too small (but not zero) to work with. */
export function coefficientSizes(values: Readonly<Record<string, number>>): FieldError[] {
  return Object.entries(values)
    .filter(([, value]) => outOfSize(value))
    .map(([field]) => ({ field, message: sizeMessage() }));
}
