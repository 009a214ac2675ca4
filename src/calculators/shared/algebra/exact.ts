/*
 * When the algebra tools may work in exact fractions: every entry a whole number or a short
 * decimal, small enough that the fractions of a few steps stay readable.
 */

/** Largest entry worked in exact fractions. */
const LARGEST_EXACT = 1e9;
/** Decimal places an entry may have and still be worked in exact fractions. */
const EXACT_PLACES = 6;

/** Whole numbers and decimals of up to six places, as JavaScript writes them (no exponent). */
const SHORT_DECIMAL = new RegExp(`^-?\\d+(\\.\\d{1,${EXACT_PLACES}})?$`);

export const isShortDecimal = (value: number) => Math.abs(value) <= LARGEST_EXACT && SHORT_DECIMAL.test(String(value));
