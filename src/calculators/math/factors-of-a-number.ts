import { defineCalculator, out } from '../../engine/index.ts';
import { abundance, divisorCount, divisorsFrom, divisorSum, type Abundance } from '../shared/arithmetic/divisors.ts';
import { exponentForm, primeFactors } from '../shared/arithmetic/factorize.ts';
import { acceptedInteger, integerFieldErrors } from '../shared/arithmetic/integer-text.ts';
import { integerText } from '../shared/arithmetic/numerals.ts';
import { wholeNumberField } from '../shared/presets/whole-number-fields.ts';

/** Past 2^53; a 16-digit number has at most 41,472 factors, still quick to list. */
const LIMITS = { min: 1n, max: 10n ** 16n - 1n };
/** The list in the text result stops here; the table below it has every pair. */
const LISTED = 500;

const ABUNDANCE_WORDS: Record<Abundance, string> = {
  perfect: 'perfect: its proper factors add up to exactly',
  abundant: 'abundant: its proper factors add up to more than itself,',
  deficient: 'deficient: its proper factors add up to less than itself,',
};

export default defineCalculator({
  inputs: {
    number: wholeNumberField('Number', '36', 'A whole number from 1 up to 16 digits.'),
  },
  validate: ({ number }) => integerFieldErrors('number', number, LIMITS),
  compute: ({ number }) => {
    const n = acceptedInteger(number, LIMITS);
    const factors = primeFactors(n);
    const divisors = n === 1n ? [1n] : divisorsFrom(factors);
    const properSum = divisorSum(factors) - n;
    const kind = abundance(n, properSum);
    const shown = divisors.slice(0, LISTED).map(integerText).join(', ');
    const rest = divisors.length - LISTED;
    // Pairs a × b = n with a ≤ b: the first half of the sorted list and its mirror.
    const pairs = divisors.slice(0, Math.ceil(divisors.length / 2)).map((small, index) => ({
      small: integerText(small),
      large: integerText(divisors[divisors.length - 1 - index] ?? n),
    }));
    return {
      factors: rest > 0 ? `${shown} … and ${integerText(BigInt(rest))} more (every pair is in the table)` : shown,
      count: n === 1n ? 1 : divisorCount(factors),
      sum: integerText(properSum + n),
      properSum: integerText(properSum),
      kind: `${integerText(n)} is ${ABUNDANCE_WORDS[kind]} ${integerText(properSum)}.`,
      primeFactorization: n === 1n ? '1 has no prime factors' : exponentForm(factors),
      pairs,
    };
  },
  outputs: {
    factors: out.text({ label: 'All factors', primary: true }),
    count: out.integer({ label: 'Number of factors' }),
    sum: out.text({ label: 'Sum of all factors' }),
    properSum: out.text({ label: 'Sum of proper factors (all but the number itself)' }),
    kind: out.text({ label: 'Perfect, abundant or deficient' }),
    primeFactorization: out.text({ label: 'Prime factorization' }),
    pairs: out.table({
      label: 'Factor pairs (a × b = the number)',
      columns: [
        { key: 'small', label: 'a', kind: 'text' },
        { key: 'large', label: 'b', kind: 'text' },
      ],
    }),
  },
});
