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
  examples: [
    {
      inputs: { number: '360' },
      expect: { powers: '2^3 × 3^2 × 5', expanded: '2 × 2 × 2 × 3 × 3 × 5', distinct: '2, 3, 5' },
      source:
        'Lial, Salzman and Hestwood, "Basic College Mathematics", 9th ed., ch. 2 summary exercises: 360 ÷ 2 = 180, ÷ 2 = 90, ÷ 2 = 45, ÷ 3 = 15, ÷ 3 = 5, so 360 = 2^3 × 3^2 × 5',
    },
    {
      inputs: { number: '360864' },
      expect: { powers: '2^5 × 3^2 × 7 × 179' },
      source: 'MathPortal, "Prime factorization calculator" (360864): 360864 = 2^5 · 3^2 · 7 · 179',
    },
    {
      inputs: { number: '4294967297' },
      expect: { powers: '641 × 6,700,417' },
      source: 'Euler (1732), the Fermat number F5 = 2^32 + 1 = 641 × 6,700,417 (Wikipedia, "Fermat number")',
    },
    {
      inputs: { number: '18,446,744,073,709,551,617' },
      expect: { powers: '274,177 × 67,280,421,310,721' },
      source:
        'Landry (1880), the Fermat number F6 = 2^64 + 1 = 274,177 × 67,280,421,310,721 (Wikipedia, "Fermat number")',
    },
    {
      inputs: { number: '9007199254740881' },
      expect: {
        powers: '9,007,199,254,740,881',
        verdict: '9,007,199,254,740,881 is a prime number: its only prime factor is itself.',
      },
      source: 'The Prime Pages, "Primes just less than a power of two": 2^53 − 111 = 9,007,199,254,740,881 is prime',
    },
  ],
});
