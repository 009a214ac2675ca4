/*
 * Numbers as written: their significant digits and decimal exponent, read and rounded as text,
 * so "0.000120" keeps its three significant figures and a 40-digit number loses none.
 */

export interface DigitNumber {
  negative: boolean;
  /** Significant digits, first one non-zero ("" for zero). */
  digits: string;
  /** Power of ten of the first digit: 6.022e23 has exponent 23. */
  exponent: number;
}

const NUMBER = /^([+-]?)(\d*)(?:\.(\d*))?(?:(?:e|\s*[×x*·]\s*10\s*\^)\s*([+-]?\d+))?$/i;

/** Reads "6.022e23", "6.022 × 10^23", "-0.000120", "1,234.5"; undefined when it is not a number. */
export function readDigits(typed: string): DigitNumber | undefined {
  const text = typed.trim().replace(/,/g, '').replace(/−/g, '-');
  const match = NUMBER.exec(text);
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction, power = '0'] = match;
  if (whole === '' && !fraction) return undefined;
  const all = `${whole}${fraction ?? ''}`;
  const first = all.search(/[1-9]/);
  if (first < 0) return { negative: false, digits: '', exponent: 0 };
  // Without a decimal point, trailing zeros of a whole number only mark its size ("1200" has 2).
  const significant = fraction === undefined ? all.slice(first).replace(/0+$/, '') : all.slice(first);
  return { negative: sign === '-', digits: significant, exponent: whole.length - first - 1 + Number(power) };
}

/** Rounded (half up) or padded with zeros to `figures` significant digits. */
export function toFigures(number: DigitNumber, figures: number): DigitNumber {
  const { digits } = number;
  if (digits === '') return number;
  if (digits.length <= figures) return { ...number, digits: digits.padEnd(figures, '0') };
  const kept = digits.slice(0, figures);
  if (Number(digits.charAt(figures)) < 5) return { ...number, digits: kept };
  const raised = (BigInt(kept) + 1n).toString();
  // 9.99 → 10.0: one more digit means one more power of ten.
  return raised.length > figures
    ? { ...number, digits: raised.slice(0, figures), exponent: number.exponent + 1 }
    : { ...number, digits: raised };
}

/** "6.022" from digits "6022": a mantissa with `before` digits ahead of the point, padded with zeros. */
export function mantissaText(digits: string, before = 1): string {
  const padded = digits.padEnd(before, '0');
  const rest = padded.slice(before);
  return rest === '' ? padded.slice(0, before) : `${padded.slice(0, before)}.${rest}`;
}
