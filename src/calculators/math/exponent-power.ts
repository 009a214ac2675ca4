import { checkAll, defineCalculator, fraction, number, out, type FieldError } from '../../engine/index.ts';
import { coefficientSizes } from '../shared/algebra/bounds.ts';
import {
  groupedDigits,
  log10OfBigInt,
  scientificOfBigInt,
  scientificOfLog,
  scientificOfNumber,
  scientificText,
} from '../shared/algebra/big-numbers.ts';
import { rootSign } from '../shared/algebra/radicals.ts';
import { decimal, operand, powerBase } from '../shared/algebra/show.ts';

/** Longest exact whole number worked out and shown (2^10000 has 3,011 digits). */
const LARGEST_EXACT_DIGITS = 3100;
/** Exponents beyond a million only say "too large" in more digits. */
const LARGEST_EXPONENT = 1e6;
/** Powers written out as a product of factors up to this exponent. */
const FACTORS_WRITTEN = 6;

const SUPERSCRIPTS: Record<string, string> = { '-': '⁻', '/': 'ᐟ' };
const superscript = (text: string) =>
  text.replace(/[-/\d]/g, (character) => SUPERSCRIPTS[character] ?? '⁰¹²³⁴⁵⁶⁷⁸⁹'.charAt(Number(character)));

interface Power {
  result: string;
  scientific: string;
  exact: string;
  steps: string;
}

/** Whole-number base and exponent: the exact digits from BigInt, whatever their size. */
function wholePower(base: number, exponent: number): Power | undefined {
  const digits = Math.abs(exponent) * Math.log10(Math.max(Math.abs(base), 1));
  if (!Number.isSafeInteger(base) || digits > LARGEST_EXACT_DIGITS) return undefined;
  const power = BigInt(base) ** BigInt(Math.abs(exponent));
  const whole = groupedDigits(power);
  const scientific = scientificText(scientificOfBigInt(power));
  const written = `${powerBase(base)}${superscript(String(exponent))}`;
  if (exponent >= 0) {
    const factors =
      exponent >= 2 && exponent <= FACTORS_WRITTEN
        ? ` = ${Array.from({ length: exponent }, () => operand(base)).join(' × ')}`
        : '';
    const size = power.toString().replace('-', '').length;
    if (size <= 15) return { result: whole, scientific, exact: whole, steps: `${written}${factors} = ${whole}.` };
    return {
      result: scientific,
      scientific,
      exact: `${whole} (${size} digits)`,
      steps: `${written}${factors} has ${groupedDigits(BigInt(size))} digits, more than ordinary floating-point numbers keep, so it is worked out exactly with whole-number arithmetic: ${scientific} in scientific notation, every digit under Exact value.`,
    };
  }
  // 1 / |xⁿ| has the base-10 logarithm −log|xⁿ|, which stays in range however large xⁿ is.
  const log = log10OfBigInt(power);
  const scientificPower = scientificText(scientificOfLog(-log, power < 0n));
  const result = log <= 6 ? decimal(1 / Number(power)) : scientificPower;
  const over = power < 0n ? `-1/${groupedDigits(-power)}` : `1/${whole}`;
  return {
    result,
    scientific: scientificPower,
    exact: over,
    steps: `A negative exponent means one over the power: ${written} = 1 / ${powerBase(base)}${superscript(String(-exponent))} = ${over} = ${result}.`,
  };
}

export default defineCalculator({
  inputs: {
    base: number({ label: 'Base x', default: 2 }),
    exponent: fraction({
      label: 'Exponent y',
      help: 'A whole number, a decimal or a fraction like 2/3.',
      default: '10',
    }),
  },
  outputs: {
    result: out.text({ label: 'xʸ', primary: true }),
    scientific: out.text({ label: 'In scientific notation' }),
    exact: out.text({ label: 'Exact value' }),
    steps: out.text({ label: 'Steps' }),
  },
  validate: ({ base, exponent }) => {
    const y = exponent.numerator / exponent.denominator;
    const rules: FieldError[] = [];
    if (Math.abs(y) > LARGEST_EXPONENT) {
      rules.push({ field: 'exponent', message: 'Use an exponent between -1,000,000 and 1,000,000.' });
    } else if (base === 0 && y < 0) {
      rules.push({
        field: 'exponent',
        message: '0 to a negative power would be 1 ÷ 0, which has no value. Use an exponent of 0 or more.',
      });
    } else if (base < 0 && exponent.denominator % 2 === 0) {
      rules.push({
        field: 'exponent',
        message: `A negative base to the power ${exponent.numerator}/${exponent.denominator} takes an even root of a negative number, which is a complex number, not a real one. Use a whole-number exponent or a fraction with an odd denominator, like 1/3.`,
      });
    }
    return checkAll(coefficientSizes({ base }), rules);
  },
  compute: ({ base, exponent }) => powerOf(base, exponent.numerator, exponent.denominator),
});

/** xʸ for y = p/q in lowest terms (q odd when x < 0). */
function powerOf(base: number, p: number, q: number): Power {
  if (p === 0) {
    const note =
      base === 0
        ? '0⁰ is taken as 1, the convention of algebra and of the IEEE 754 pow function.'
        : 'Any nonzero number to the power 0 is 1.';
    return { result: '1', scientific: '1 × 10^0', exact: '1', steps: note };
  }
  if (q === 1 && Number.isInteger(base)) {
    const whole = wholePower(base, p);
    if (whole) return whole;
  }
  // A real odd root of a negative base keeps the sign of the base when p is odd.
  const negative = base < 0 && p % 2 !== 0;
  const size = Math.abs(base) ** (p / q);
  const value = negative ? -size : size;
  const fits = Number.isFinite(size) && (size !== 0 || base === 0);
  const scientific = fits ? scientificOfNumber(value) : scientificOfLog((p / q) * Math.log10(Math.abs(base)), negative);
  const result = fits && (size === 0 || (size >= 1e-6 && size < 1e15)) ? decimal(value) : scientificText(scientific);
  const written = `${powerBase(base)}${superscript(q === 1 ? String(p) : `${p}/${q}`)}`;
  const root = Math.sign(base) * Math.abs(base) ** (1 / q);
  const rootText = `${rootSign(q)}${operand(base)}`;
  const steps =
    q === 1
      ? `${written} = ${result}.`
      : p === 1
        ? `An exponent 1/q is a q-th root: ${written} = ${rootText} = ${result}.`
        : `A fractional exponent p/q is a q-th root raised to the power p: ${written} = (${rootText})${superscript(String(p))} = ${powerBase(root)}${superscript(String(p))} = ${result}.`;
  return { result, scientific: scientificText(scientific), exact: `≈ ${result} (to 10 significant digits)`, steps };
}
