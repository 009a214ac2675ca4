import { defineCalculator, out } from '../../engine/index.ts';
import { divideWithRemainder, type DivisionConvention } from '../shared/arithmetic/division.ts';
import { acceptedInteger, integerFieldErrors } from '../shared/arithmetic/integer-text.ts';
import { integerText } from '../shared/arithmetic/numerals.ts';
import { wholeNumberField } from '../shared/presets/whole-number-fields.ts';

/** Far beyond any number typed by hand; every digit stays exact with BigInt. */
const LIMITS = { min: -(10n ** 100n) + 1n, max: 10n ** 100n - 1n };

const CONVENTIONS: readonly { convention: DivisionConvention; name: string }[] = [
  { convention: 'floored', name: 'Floored (mathematics, Python %, Excel MOD)' },
  { convention: 'truncated', name: 'Truncated (C, Java, JavaScript %)' },
  { convention: 'euclidean', name: 'Euclidean (remainder never negative)' },
];

/** A signed whole number inside an equation: "(−7)". */
const operand = (value: bigint) => (value < 0n ? `(−${integerText(-value)})` : integerText(value));

export default defineCalculator({
  inputs: {
    dividend: wholeNumberField('Number (a)', '-7', 'A whole number, negative or positive, up to 100 digits.', true),
    divisor: wholeNumberField('Modulus (n)', '3', 'The number to divide by: any whole number but 0.', true),
  },
  validate: ({ dividend, divisor }) => {
    const errors = [
      ...integerFieldErrors('dividend', dividend, LIMITS),
      ...integerFieldErrors('divisor', divisor, LIMITS),
    ];
    if (errors.length > 0) return errors;
    return acceptedInteger(divisor, LIMITS) === 0n
      ? [{ field: 'divisor', message: 'Dividing by 0 has no remainder. Enter a modulus other than 0.' }]
      : [];
  },
  compute: ({ dividend, divisor }) => {
    const [a, n] = [acceptedInteger(dividend, LIMITS), acceptedInteger(divisor, LIMITS)];
    const results = CONVENTIONS.map(({ convention, name }) => ({ name, ...divideWithRemainder(a, n, convention) }));
    const [floored, truncated, euclidean] = results;
    const agree = results.every(({ remainder }) => remainder === floored?.remainder);
    return {
      mod: `${integerText(a)} mod ${integerText(n)} = ${integerText(floored?.remainder ?? 0n)}`,
      truncated: integerText(truncated?.remainder ?? 0n),
      euclidean: integerText(euclidean?.remainder ?? 0n),
      note: agree
        ? 'All three conventions give the same remainder here.'
        : 'The conventions differ because a or n is negative: pick the one your language or textbook uses.',
      conventions: results.map(({ name, quotient, remainder }) => ({
        convention: name,
        quotient: integerText(quotient),
        remainder: integerText(remainder),
        check: `${operand(quotient)} × ${operand(n)} + ${operand(remainder)} = ${integerText(a)}`,
      })),
    };
  },
  outputs: {
    mod: out.text({ label: 'a mod n (floored, as in mathematics)', primary: true }),
    truncated: out.text({ label: 'Remainder as in C, Java and JavaScript (a % n)' }),
    euclidean: out.text({ label: 'Euclidean remainder (0 to |n| − 1)' }),
    note: out.text({ label: 'Do the conventions agree?' }),
    conventions: out.table({
      label: 'Quotient and remainder in each convention (a = q × n + r)',
      columns: [
        { key: 'convention', label: 'Convention', kind: 'text' },
        { key: 'quotient', label: 'Quotient q', kind: 'text' },
        { key: 'remainder', label: 'Remainder r', kind: 'text' },
        { key: 'check', label: 'Check q × n + r', kind: 'text' },
      ],
    }),
  },
});
