/*
 * Numbers too large or too small for a double, written in scientific notation: from the exact
 * digits of a BigInt, or from a base-10 logarithm when only the size is known.
 */

/** Significant digits shown in scientific notation. */
export const SCIENTIFIC_DIGITS = 10;

export interface Scientific {
  negative: boolean;
  /** "1.024", with at most SCIENTIFIC_DIGITS significant digits and no trailing zeros. */
  mantissa: string;
  exponent: number;
}

const trimZeros = (text: string) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);

/** A mantissa in [1, 10) rounded to `digits` digits; rounding up to 10 moves the exponent. */
function normalised(mantissa: number, exponent: number, negative: boolean, digits: number): Scientific {
  const rounded = Number(mantissa.toPrecision(digits));
  return rounded >= 10
    ? { negative, mantissa: trimZeros((rounded / 10).toFixed(digits - 1)), exponent: exponent + 1 }
    : { negative, mantissa: trimZeros(rounded.toFixed(digits - 1)), exponent };
}

/** The scientific form of a whole number given exactly. */
export function scientificOfBigInt(value: bigint, digits = SCIENTIFIC_DIGITS): Scientific {
  const negative = value < 0n;
  const text = (negative ? -value : value).toString();
  // Seventeen leading digits carry everything a double can round from.
  const mantissa = Number(`${text.slice(0, 1)}.${text.slice(1, 17) || '0'}`);
  return normalised(mantissa, text.length - 1, negative, digits);
}

/** The scientific form of a number known by the base-10 logarithm of its size and its sign. */
export function scientificOfLog(log10: number, negative: boolean, digits = SCIENTIFIC_DIGITS): Scientific {
  const exponent = Math.floor(log10);
  return normalised(10 ** (log10 - exponent), exponent, negative, digits);
}

/** The scientific form of a finite double. */
export function scientificOfNumber(value: number, digits = SCIENTIFIC_DIGITS): Scientific {
  if (value === 0) return { negative: false, mantissa: '0', exponent: 0 };
  const [mantissa = '0', exponent = '0'] = Math.abs(value)
    .toExponential(digits - 1)
    .split('e');
  return { negative: value < 0, mantissa: trimZeros(mantissa), exponent: Number(exponent) };
}

/** "1.024 × 10^3", "-6.02 × 10^23". */
export const scientificText = ({ negative, mantissa, exponent }: Scientific) =>
  `${negative ? '-' : ''}${mantissa} × 10^${exponent}`;

/** "18,446,744,073,709,551,616": a long whole number with its thousands grouped. */
export function groupedDigits(value: bigint): string {
  const text = (value < 0n ? -value : value).toString();
  return `${value < 0n ? '-' : ''}${text.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** The base-10 logarithm of a whole number's size, from its digits (BigInts beyond double range too). */
export function log10OfBigInt(value: bigint): number {
  const text = (value < 0n ? -value : value).toString();
  return text.length - 1 + Math.log10(Number(`${text.slice(0, 1)}.${text.slice(1, 17) || '0'}`));
}
