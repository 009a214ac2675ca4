import { formatNumber } from '../../../engine/format/numbers.ts';

/** Significant digits in working steps: enough for any input people type, few enough to hide float noise. */
const STEP_DIGITS = 10;

/** An exact whole number of any size, grouped in thousands: "9,007,199,254,740,993". */
export const integerText = (value: bigint): string => value.toLocaleString('en-US');

/** Below this a whole number is written in full; the engine switches to powers of ten above it. */
const LARGEST_WRITTEN_OUT = 1e15;

/**
 * A decimal as the steps write it: "1,234.5", "0.15". Whole numbers, the usual case in working,
 * take the BigInt path, which groups digits the same way without building a number formatter
 * on every call (that costs about 80 µs a number, and a step list has a dozen).
 */
export const decimalText = (value: number): string =>
  Number.isInteger(value) && Math.abs(value) < LARGEST_WRITTEN_OUT
    ? integerText(BigInt(value)).replace(/^-/, '\u2212')
    : formatNumber(value, { digits: STEP_DIGITS });

/** A decimal inside an expression: a negative in brackets, so "5 − (−3)" reads unambiguously. */
export const operandText = (value: number): string => (value < 0 ? `(−${decimalText(-value)})` : decimalText(value));

/** A signed decimal with a true minus sign: "−3.5". */
export const signedText = (value: number): string => (value < 0 ? `−${decimalText(-value)}` : decimalText(value));
