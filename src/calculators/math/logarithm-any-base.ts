import { checkAll, defineCalculator, number, out, text, type FieldError } from '../../engine/index.ts';
import { coefficientSizes } from '../shared/algebra/bounds.ts';
import { decimal, operand } from '../shared/algebra/show.ts';

/** The base as typed: a number, or "e" for the natural logarithm. */
function readBase(typed: string): number | undefined {
  const entry = typed.trim().toLowerCase();
  if (entry === 'e') return Math.E;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/.test(entry)) return undefined;
  return Number(entry);
}

function baseErrors(typed: string): FieldError[] {
  const base = readBase(typed);
  const message =
    base === undefined
      ? `“${typed.trim()}” is not a base: type a number such as 2 or 10, or e for the natural logarithm.`
      : base <= 0
        ? 'The base must be greater than 0.'
        : base === 1
          ? 'The base cannot be 1: every power of 1 is 1, so no other number has a logarithm in base 1.'
          : coefficientSizes({ base }).length > 0
            ? 'Use a base between 1e-100 and 1e100.'
            : undefined;
  return message ? [{ field: 'base', message }] : [];
}

/** log_b(x), exact when x is a whole power of b (log₂ 8 = 3, not 2.9999999999999996). */
function logarithm(x: number, base: number): number {
  const ratio = Math.log(x) / Math.log(base);
  const whole = Math.round(ratio);
  return Math.abs(ratio - whole) < 1e-9 && base ** whole === x ? whole : ratio;
}

/** A number as a subscript or exponent writes it: in brackets when it has spaces ("(1 × 10^100)"). */
const compact = (value: number) => {
  const written = decimal(value);
  return written.includes(' ') ? `(${written})` : written;
};

const baseName = (typed: string, base: number) =>
  base === Math.E && typed.trim().toLowerCase() === 'e' ? 'e' : compact(base);

export default defineCalculator({
  inputs: {
    x: number({
      label: 'Number x',
      default: 7,
      min: 0,
      minInclusive: false,
      messages: { min: 'The logarithm is defined only for numbers greater than 0.' },
    }),
    base: text({
      label: 'Base b',
      help: 'A number greater than 0 other than 1, or e for the natural logarithm.',
      default: '5',
      maxLength: 30,
      inputMode: 'decimal',
    }),
  },
  outputs: {
    log: out.text({ label: 'log_b(x)', primary: true }),
    natural: out.number({ label: 'ln x (base e)', digits: 10 }),
    common: out.number({ label: 'log₁₀ x (base 10)', digits: 10 }),
    binary: out.number({ label: 'log₂ x (base 2)', digits: 10 }),
    check: out.text({ label: 'Check' }),
    steps: out.text({ label: 'Change of base' }),
  },
  validate: ({ x, base }) => checkAll(coefficientSizes({ x }), baseErrors(base)),
  compute: ({ x, base: typed }) => {
    const base = readBase(typed) ?? 10;
    const name = baseName(typed, base);
    const result = logarithm(x, base);
    const shown = decimal(result);
    const exact = Number.isInteger(result);
    const of = `(${decimal(x)})`;
    const changeOfBase = `ln${of} ÷ ln(${name}) = ${decimal(Math.log(x))} ÷ ${operand(Math.log(base))}`;
    const steps = exact
      ? `${name}^${operand(result)} = ${decimal(x)}, so log_${name}${of} = ${shown}. The change of base formula agrees: ${changeOfBase} = ${shown}.`
      : `log_${name}${of} = ${changeOfBase} ≈ ${shown}, or with common logarithms log${of} ÷ log(${name}) = ${decimal(Math.log10(x))} ÷ ${operand(Math.log10(base))} ≈ ${shown}.`;
    return {
      log: `log_${name}${of} ${exact ? '=' : '≈'} ${shown}`,
      natural: Math.log(x),
      common: logarithm(x, 10),
      binary: logarithm(x, 2),
      check: `${name}^${operand(result)} ${exact ? '=' : '≈'} ${decimal(base ** result)}`,
      steps,
    };
  },
});
