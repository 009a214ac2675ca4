import type { FractionValue } from '../../types/inputs.ts';
import * as MESSAGES from '../../validation/messages.ts';

const MIXED = /^([+-])?(?:(\d+)\s+)?(\d+)(?:\s*\/\s*(\d+))?$/;
const DECIMAL = /^([+-])?(\d*)\.(\d+)$/;

function gcd(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y !== 0) [x, y] = [y, x % y];
  return x || 1;
}

/**
 * "3/4", "-1 1/2", "2", "0.75" → a fraction in lowest terms. Reading a fraction needs only a
 * greatest common divisor, so this stays out of fraction.js and every calculator page stays
 * small; the fraction calculator's arithmetic uses fraction.js.
 */
export function parseFraction(raw: string): FractionValue | { message: string } {
  const text = raw.trim();
  let numerator: number;
  let denominator: number;
  const mixed = MIXED.exec(text);
  const decimal = DECIMAL.exec(text);
  if (mixed) {
    const [, sign, whole, top = '0', bottom] = mixed;
    if (bottom !== undefined && /^0+$/.test(bottom)) return { message: MESSAGES.zeroDenominator };
    if (whole !== undefined && bottom === undefined) return { message: MESSAGES.mixedNumberFormat };
    denominator = Number(bottom ?? '1');
    numerator = (Number(whole ?? '0') * denominator + Number(top)) * (sign === '-' ? -1 : 1);
  } else if (decimal) {
    const [, sign, whole = '', digits = ''] = decimal;
    if (digits.length > 15) return { message: MESSAGES.fractionDecimals };
    denominator = 10 ** digits.length;
    numerator = Number(`${whole || '0'}${digits}`) * (sign === '-' ? -1 : 1);
  } else {
    return { message: MESSAGES.fractionFormat };
  }
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator)) {
    return { message: MESSAGES.fractionTooLarge };
  }
  const divisor = gcd(numerator, denominator);
  return { numerator: numerator / divisor + 0, denominator: denominator / divisor };
}
