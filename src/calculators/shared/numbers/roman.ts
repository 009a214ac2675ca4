/*
 * Roman numerals in the standard modern form: I, V, X, L, C, D and M, with the six subtractive
 * pairs IV, IX, XL, XC, CD and CM. Without a bar for thousands the largest is MMMCMXCIX (3,999).
 */

export const LARGEST_ROMAN = 3999;

/** Each symbol and subtractive pair with its value, largest first, as a numeral is written. */
const PARTS: readonly (readonly [string, number])[] = [
  ['M', 1000],
  ['CM', 900],
  ['D', 500],
  ['CD', 400],
  ['C', 100],
  ['XC', 90],
  ['L', 50],
  ['XL', 40],
  ['X', 10],
  ['IX', 9],
  ['V', 5],
  ['IV', 4],
  ['I', 1],
];

const SYMBOL_VALUES: Readonly<Record<string, number>> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };

/** One symbol or subtractive pair of a numeral with what it is worth (MCMXCIV → M 1000, CM 900, XC 90, IV 4). */
interface RomanPart {
  symbols: string;
  value: number;
}

/** The parts of the numeral for a whole number from 1 to 3,999, largest first. */
function romanParts(value: number): RomanPart[] {
  const parts: RomanPart[] = [];
  let left = value;
  for (const [symbols, worth] of PARTS) {
    while (left >= worth) {
      parts.push({ symbols, value: worth });
      left -= worth;
    }
  }
  return parts;
}

export const toRoman = (value: number): string =>
  romanParts(value)
    .map((part) => part.symbols)
    .join('');

/**
 * What the symbols add up to when read the lenient way (a smaller symbol before a larger one is
 * subtracted): how a reader would take a malformed numeral, so the message can name its value.
 */
function lenientValue(symbols: string): number {
  let total = 0;
  for (let index = 0; index < symbols.length; index += 1) {
    const here = SYMBOL_VALUES[symbols.charAt(index)] ?? 0;
    const next = SYMBOL_VALUES[symbols.charAt(index + 1)] ?? 0;
    total += here < next ? -here : here;
  }
  return total;
}

const SUBTRACTIVE_PAIRS = ['IV', 'IX', 'XL', 'XC', 'CD', 'CM'];

/**
 * Which rule of the standard form a numeral breaks, or undefined when only the order is wrong
 * (XIIX): then no single value is what the writer meant, so none is suggested.
 */
function brokenRule(symbols: string): string | undefined {
  if (/([VLD])\1/.test(symbols)) return 'V, L and D are never repeated';
  if (/([IXCM])\1\1\1/.test(symbols)) return 'no symbol stands more than three times in a row';
  for (let index = 0; index + 1 < symbols.length; index += 1) {
    const pair = symbols.slice(index, index + 2);
    const [here = 0, next = 0] = [SYMBOL_VALUES[pair.charAt(0)], SYMBOL_VALUES[pair.charAt(1)]];
    if (here < next && !SUBTRACTIVE_PAIRS.includes(pair)) {
      return `only IV, IX, XL, XC, CD and CM subtract, so ${pair} is not used`;
    }
  }
  return undefined;
}

export type RomanReading = { value: number } | { problem: string };

/** Reads a numeral (any case, spaces ignored) in the standard form, or says what is wrong with it. */
export function readRoman(text: string): RomanReading {
  const symbols = text.replace(/\s+/g, '').toUpperCase();
  const shown = text.trim();
  if (!/^[IVXLCDM]+$/.test(symbols)) {
    return { problem: `“${shown}” is not a Roman numeral: use only the letters I, V, X, L, C, D and M.` };
  }
  const value = lenientValue(symbols);
  if (value > LARGEST_ROMAN) {
    return {
      problem: `“${shown}” would be ${value.toLocaleString('en-US')}; standard Roman numerals stop at 3,999 (MMMCMXCIX).`,
    };
  }
  if (toRoman(value) !== symbols) {
    const rule = brokenRule(symbols);
    return {
      problem: rule
        ? `“${shown}” is not a valid Roman numeral (${rule}): write ${value} as ${toRoman(value)}.`
        : `“${shown}” is not a valid Roman numeral: the symbols go from largest to smallest, and only IV, IX, XL, XC, CD and CM put a smaller one first.`,
    };
  }
  return { value };
}
