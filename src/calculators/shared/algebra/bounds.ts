import type { FieldError } from '../../../engine/index.ts';

/*
 * The sizes the algebra tools accept. Coefficients between 1e-100 and 1e100 (or exactly 0) keep
 * every product, square and quotient the solvers form far inside double range, so a result is
 * never Infinity or a denormal that has lost its digits.
 */

export const LARGEST_COEFFICIENT = 1e100;
export const SMALLEST_COEFFICIENT = 1e-100;

export const SIZE_MESSAGE = 'Use 0 or a number between 1e-100 and 1e100 in size.';

/** A message at each field whose value is too large or too small (but not zero) to work with. */
export function coefficientSizes(values: Readonly<Record<string, number>>): FieldError[] {
  return Object.entries(values)
    .filter(([, value]) => {
      const size = Math.abs(value);
      return size > LARGEST_COEFFICIENT || (size !== 0 && size < SMALLEST_COEFFICIENT);
    })
    .map(([field]) => ({ field, message: SIZE_MESSAGE }));
}
