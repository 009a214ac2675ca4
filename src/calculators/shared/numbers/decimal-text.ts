import { WORDS_LIMIT } from './english-words.ts';

/*
 * A decimal number as typed, read exactly as text: the sign, the whole part as a BigInt and the
 * digits after the point kept as a string, so 0.10 keeps its two places and nothing is rounded.
 */

export interface DecimalText {
  negative: boolean;
  whole: bigint;
  /** Digits after the decimal point, exactly as typed ('' for a whole number). */
  fraction: string;
}

export type DecimalReading = { number: DecimalText } | { problem: string };

/** Reads "-1,234.56", "1 000 000", ".5" or "+7"; commas, spaces and underscores group digits. */
export function readDecimalText(text: string): DecimalReading {
  const compact = text.trim().replace(/[\s,_]/g, '');
  const match = /^([+\-−]?)(\d*)(?:\.(\d*))?$/.exec(compact);
  const [, sign = '', wholeDigits = '', fraction = ''] = match ?? [];
  if (!match || (wholeDigits === '' && fraction === '')) {
    return {
      problem: `“${text.trim()}” is not a number: use digits, an optional minus sign and a decimal point, e.g. -1,234.56.`,
    };
  }
  const whole = BigInt(wholeDigits === '' ? '0' : wholeDigits);
  if (whole >= WORDS_LIMIT) {
    return {
      problem: 'Numbers up to 36 digits before the decimal point have English names here (up to the decillions).',
    };
  }
  return {
    number: { negative: sign !== '' && sign !== '+' && (whole > 0n || /[1-9]/.test(fraction)), whole, fraction },
  };
}

/** The amount in whole cents, rounded half up from the third decimal: 12.345 → 1235. */
export function toCents({ whole, fraction }: DecimalText): bigint {
  const padded = fraction.padEnd(3, '0');
  const cents = whole * 100n + BigInt(padded.slice(0, 2));
  return Number(padded.charAt(2)) >= 5 ? cents + 1n : cents;
}
