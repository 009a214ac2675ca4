import Fraction from 'fraction.js';
import { defineCalculator, out, text } from '../../engine/index.ts';
import { euclid } from '../shared/arithmetic/euclid.ts';
import { integerText } from '../shared/arithmetic/numerals.ts';

/** A decimal with an optional repeating block in brackets: "-2.625", "0.1(6)", "0.(3)", ".5". */
const DECIMAL = /^([+\-−]?)(\d*)(?:\.(\d*)(?:\((\d+)\))?)?$/;
/** Digits we take in all: beyond any decimal a person types, small enough to keep the steps readable. */
const MOST_DIGITS = 30;

interface DecimalParts {
  negative: boolean;
  whole: string;
  /** Digits after the point that do not repeat. */
  fixed: string;
  /** The block that repeats forever ('' for a terminating decimal). */
  repeating: string;
}

function readDecimal(raw: string): DecimalParts | undefined {
  const match = DECIMAL.exec(raw.trim().replace(/[\s,]/g, ''));
  if (!match) return undefined;
  const [, sign = '', whole = '', fixed = '', repeating = ''] = match;
  if (whole === '' && fixed === '' && repeating === '') return undefined;
  return { negative: sign !== '' && sign !== '+', whole: whole || '0', fixed, repeating };
}

const power = (exponent: number) => 10n ** BigInt(exponent);
const asFraction = (top: bigint, bottom: bigint) => `${integerText(top)}/${integerText(bottom)}`;
const inLowestTerms = (top: bigint, bottom: bigint) => (bottom === 1n ? integerText(top) : asFraction(top, bottom));

/**
 * The unsimplified fraction and how it was found. For a repeating decimal x with k fixed and r
 * repeating digits: 10^(k+r)·x and 10^k·x have the same digits after the point, so their
 * difference (10^(k+r) − 10^k)·x is a whole number.
 */
function unsimplified({ whole, fixed, repeating }: DecimalParts): { top: bigint; bottom: bigint; working: string } {
  const shown = `${whole}.${fixed}${repeating ? `(${repeating})` : ''}`;
  if (repeating === '') {
    const [top, bottom] = [BigInt(whole + fixed), power(fixed.length)];
    const working =
      fixed.length === 0
        ? `${whole} is a whole number: ${whole}/1.`
        : `${shown} has ${fixed.length} decimal place${fixed.length === 1 ? '' : 's'}, so write it over 10^${fixed.length} = ${integerText(bottom)}: ${asFraction(top, bottom)}.`;
    return { top, bottom, working };
  }
  const [k, r] = [fixed.length, repeating.length];
  const longer = BigInt(whole + fixed + repeating);
  const shorter = BigInt(whole + fixed);
  const [top, bottom] = [longer - shorter, power(k + r) - power(k)];
  const shifted = (digits: bigint) => `${integerText(digits)}.(${repeating})`;
  const multiplyBy = (exponent: number) => (exponent === 0 ? 'x' : `${integerText(power(exponent))}x`);
  const working =
    `Let x = ${shown}. Move the point past one repeating block: ${multiplyBy(k + r)} = ${shifted(longer)}. ` +
    `Move it to where the repeating starts: ${multiplyBy(k)} = ${shifted(shorter)}. ` +
    `Subtract to cancel the repeating digits: ${integerText(bottom)}x = ${integerText(top)}, so x = ${asFraction(top, bottom)}.`;
  return { top, bottom, working };
}

export default defineCalculator({
  inputs: {
    decimal: text({
      label: 'Decimal',
      help: 'Put repeating digits in brackets: 0.(3) for 0.333…, 0.1(6) for 0.1666…',
      default: '0.1(6)',
      maxLength: 60,
      inputMode: 'decimal',
    }),
  },
  validate: ({ decimal }) => {
    const parts = readDecimal(decimal);
    if (!parts) {
      return [
        {
          field: 'decimal',
          message: `“${decimal.trim().slice(0, 30)}” is not a decimal this calculator reads. Write it like 0.625, or with the repeating digits in brackets like 0.1(6).`,
        },
      ];
    }
    const digits = parts.whole.length + parts.fixed.length + parts.repeating.length;
    return digits > MOST_DIGITS ? [{ field: 'decimal', message: `Use at most ${MOST_DIGITS} digits.` }] : [];
  },
  compute: ({ decimal }) => {
    const parts = readDecimal(decimal) ?? { negative: false, whole: '0', fixed: '', repeating: '' };
    const { top, bottom, working } = unsimplified(parts);
    const { gcf } = euclid(top, bottom);
    const sign = parts.negative && top !== 0n ? -1n : 1n;
    const value = new Fraction(sign * (top / gcf), bottom / gcf);
    const simplifying =
      gcf <= 1n
        ? `${asFraction(top, bottom)} is already in lowest terms.`
        : `The greatest common factor of ${integerText(top)} and ${integerText(bottom)} is ${integerText(gcf)}; dividing both by it gives ${inLowestTerms(top / gcf, bottom / gcf)}.`;
    return {
      fraction: value.toFraction(),
      mixed: value.toFraction(true),
      steps: `${working} ${simplifying}${parts.negative && top !== 0n ? ' The minus sign goes back in front.' : ''}`,
    };
  },
  outputs: {
    fraction: out.text({ label: 'As a fraction', primary: true }),
    mixed: out.text({ label: 'As a mixed number' }),
    steps: out.text({ label: 'Working' }),
  },
});
