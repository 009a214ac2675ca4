import { defineCalculator, out } from '../../engine/index.ts';
import { expandedForm, exponentForm, factorLadder, primeFactors } from '../shared/arithmetic/factorize.ts';
import { acceptedInteger, integerFieldErrors } from '../shared/arithmetic/integer-text.ts';
import { integerText } from '../shared/arithmetic/numerals.ts';
import { FACTORABLE, wholeNumberField } from '../shared/presets/whole-number-fields.ts';

/** 1 has no prime factors, so factoring starts at 2. */
const LIMITS = { ...FACTORABLE, min: 2n };

export default defineCalculator({
  inputs: {
    number: wholeNumberField('Number to factor', '360', 'A whole number from 2 up to 20 digits.'),
  },
  validate: ({ number }) => integerFieldErrors('number', number, LIMITS),
  compute: ({ number }) => {
    const n = acceptedInteger(number, LIMITS);
    const factors = primeFactors(n);
    const prime = factors.length === 1 && factors[0]?.exponent === 1;
    return {
      powers: exponentForm(factors),
      expanded: expandedForm(factors),
      distinct: factors.map(({ prime: p }) => integerText(p)).join(', '),
      verdict: prime
        ? `${integerText(n)} is a prime number: its only prime factor is itself.`
        : `${integerText(n)} is composite: ${integerText(n)} = ${exponentForm(factors)}.`,
      ladder: factorLadder(n, factors).map(({ dividend, prime: p, quotient }, index) => ({
        step: index + 1,
        division: `${integerText(dividend)} ÷ ${integerText(p)} = ${integerText(quotient)}`,
        prime: integerText(p),
      })),
    };
  },
  outputs: {
    powers: out.text({ label: 'Prime factorization', primary: true }),
    expanded: out.text({ label: 'Written out' }),
    distinct: out.text({ label: 'Distinct prime factors' }),
    verdict: out.text({ label: 'Prime or composite' }),
    ladder: out.table({
      label: 'Dividing by the smallest prime, step by step',
      columns: [
        { key: 'step', label: 'Step', kind: 'integer' },
        { key: 'division', label: 'Division', kind: 'text' },
        { key: 'prime', label: 'Prime factor', kind: 'text' },
      ],
    }),
  },
});
