/*
 * How the algebra tools write numbers inside their worked steps, the way the engine writes
 * numbers (en-US grouping, no float noise). Steps write dozens of numbers, so one formatter is
 * made once here rather than one per number by toLocaleString.
 */

const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 10 });

/** Significant digits a step shows: enough to check by hand, without float noise. */
const STEP_DIGITS = 10;

/** A number in a step: grouped digits, no float noise, an exponent only for very large or small sizes. */
export function decimal(value: number, digits = STEP_DIGITS): string {
  if (Object.is(value, -0)) return '0';
  const magnitude = Math.abs(value);
  if (magnitude !== 0 && (magnitude >= 1e15 || magnitude < 1e-6)) {
    const [mantissa = '', exponent = ''] = value.toExponential(digits - 1).split('e');
    const trimmed = mantissa.includes('.') ? mantissa.replace(/\.?0+$/, '') : mantissa;
    return `${trimmed} × 10^${exponent.replace('+', '')}`;
  }
  // Whole parts are shown in full; significant digits apply to the fraction.
  return GROUPED.format(magnitude >= 10 ** digits ? Math.round(value) : Number(value.toPrecision(digits)));
}

/** A number that follows an operator: negative ones in brackets, so "3 × (-2)" reads unambiguously. */
export function operand(value: number, digits = STEP_DIGITS): string {
  const text = decimal(value, digits);
  return value < 0 ? `(${text})` : text;
}

/** "+ 3" or "− 3": a term added to what came before it, with the sign written as the operator. */
export function signedTerm(value: number, digits = STEP_DIGITS): string {
  return value < 0 ? `− ${decimal(-value, digits)}` : `+ ${decimal(value, digits)}`;
}

/** A real or complex number a + bi as text ("-1 + 2i", "3i", "0.5 − 1.5i"). */
export function complex(real: number, imaginary: number, digits = STEP_DIGITS): string {
  if (imaginary === 0) return decimal(real, digits);
  const size = Math.abs(imaginary);
  const unit = decimal(size, digits) === '1' ? 'i' : `${decimal(size, digits)}i`;
  if (real === 0) return imaginary < 0 ? `-${unit}` : unit;
  return `${decimal(real, digits)} ${imaginary < 0 ? '−' : '+'} ${unit}`;
}

/** One term of a sum: its sign, its size as text (no sign) and its variable ('' for a constant). */
export interface Term {
  sign: number;
  size: string;
  variable: string;
}

/** A term from a number, written as a step writes it. */
export const numberTerm = (value: number, variable = ''): Term => ({
  sign: Math.sign(value),
  size: decimal(Math.abs(value)),
  variable,
});

/**
 * "2x² − 3x + 1", "-x + 4", "(2/3)x": signs as operators, a size of 1 before a variable left out,
 * a fraction before a variable in brackets, zero terms dropped ("0" when nothing is left).
 */
export function termsText(terms: readonly Term[]): string {
  const shown = terms.filter((term) => term.sign !== 0);
  if (shown.length === 0) return '0';
  return shown
    .map((term, index) => {
      const size =
        term.variable && term.size === '1'
          ? ''
          : term.variable && term.size.includes('/')
            ? `(${term.size})`
            : term.size;
      const sign = index === 0 ? (term.sign < 0 ? '-' : '') : term.sign < 0 ? ' − ' : ' + ';
      return `${sign}${size}${term.variable}`;
    })
    .join('');
}

/** A number raised to a power: in brackets when negative or written in scientific notation ("(-2)³"). */
export function powerBase(value: number, digits = STEP_DIGITS): string {
  const text = decimal(value, digits);
  return value < 0 || text.includes(' ') ? `(${text})` : text;
}
