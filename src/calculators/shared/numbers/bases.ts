/*
 * Whole numbers of any size in bases 2 to 36, exactly (BigInt), and their two's complement
 * patterns. Digits past 9 are the letters A to Z, so base 36 uses 0–9 and A–Z.
 */

export const SMALLEST_BASE = 2;
export const LARGEST_BASE = 36;

const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The digits a base uses, as a visitor reads them: "0–1", "0–9 and A–F". */
export function digitsOf(base: number): string {
  const last = DIGITS.charAt(base - 1);
  return base <= 10 ? `0–${last}` : `0–9 and A${base === 11 ? '' : `–${last}`}`;
}

export type BaseReading = { value: bigint } | { problem: string };

/**
 * Reads a whole number written in `base`: an optional sign, digits in either case, with spaces
 * and underscores between groups ignored ("1111 0000", "FF_FF").
 */
export function readInBase(text: string, base: number): BaseReading {
  const compact = text.replace(/[\s_]/g, '').toUpperCase();
  const negative = compact.startsWith('-') || compact.startsWith('−');
  const digits = compact.replace(/^[-−+]/, '');
  if (digits === '')
    return { problem: `Enter a whole number in base ${base}, e.g. ${(255).toString(base).toUpperCase()}.` };
  let value = 0n;
  const bigBase = BigInt(base);
  for (const digit of digits) {
    const worth = DIGITS.indexOf(digit);
    if (worth < 0 || worth >= base) {
      const what =
        digit === '.' || digit === ','
          ? 'Only whole numbers are converted'
          : `“${digit}” is not a digit in base ${base}`;
      return { problem: `${what}: base ${base} uses the digits ${digitsOf(base)}.` };
    }
    value = value * bigBase + BigInt(worth);
  }
  return { value: negative ? -value : value };
}

/** A whole number in `base`, capital letters for digits past 9, a minus sign in front when negative. */
export const writeInBase = (value: bigint, base: number): string => value.toString(base).toUpperCase();

/** Digits in groups of `size` from the right ("1111 0000"), the way long binary and hex are read. */
export function grouped(digits: string, size: number): string {
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= size) groups.unshift(digits.slice(Math.max(0, end - size), end));
  return groups.join(' ');
}

export interface TwosComplement {
  /** All `bits` binary digits, most significant first. */
  binary: string;
  hex: string;
}

/** The range a signed `bits`-bit two's complement integer holds: −2^(bits−1) to 2^(bits−1) − 1. */
export function signedRange(bits: number): { smallest: bigint; largest: bigint } {
  const half = 1n << BigInt(bits - 1);
  return { smallest: -half, largest: half - 1n };
}

/** The `bits`-bit two's complement pattern of `value`, or undefined when it does not fit. */
export function twosComplement(value: bigint, bits: number): TwosComplement | undefined {
  const { smallest, largest } = signedRange(bits);
  if (value < smallest || value > largest) return undefined;
  // A negative number is stored as 2^bits + value: the same as inverting |value|'s bits and adding 1.
  const pattern = value < 0n ? (1n << BigInt(bits)) + value : value;
  return {
    binary: pattern.toString(2).padStart(bits, '0'),
    hex: pattern
      .toString(16)
      .toUpperCase()
      .padStart(bits / 4, '0'),
  };
}
