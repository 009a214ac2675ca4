import { defineCalculator, out } from '../../engine/index.ts';
import { exponentForm, primeFactors } from '../shared/arithmetic/factorize.ts';
import { acceptedInteger, integerFieldErrors } from '../shared/arithmetic/integer-text.ts';
import { integerText } from '../shared/arithmetic/numerals.ts';
import { isPrime, nextPrime, previousPrime } from '../shared/arithmetic/primality.ts';
import { FACTORABLE, wholeNumberField } from '../shared/presets/whole-number-fields.ts';

/** 0 and 1 are accepted so the page can say why they are neither prime nor composite. */
const LIMITS = { ...FACTORABLE, min: 0n };

function verdict(n: bigint, prime: boolean): string {
  if (n < 2n) return `${integerText(n)} is neither prime nor composite: primes start at 2.`;
  return prime ? `${integerText(n)} is a prime number.` : `${integerText(n)} is not prime: it is a composite number.`;
}

export default defineCalculator({
  inputs: {
    number: wholeNumberField('Number to check', '97', 'A whole number from 0 up to 20 digits.'),
  },
  validate: ({ number }) => integerFieldErrors('number', number, LIMITS),
  compute: ({ number }) => {
    const n = acceptedInteger(number, LIMITS);
    const prime = isPrime(n);
    const factors = n >= 2n && !prime ? primeFactors(n) : [];
    const smallest = factors[0]?.prime;
    const before = previousPrime(n);
    return {
      verdict: verdict(n, prime),
      smallestFactor:
        smallest === undefined
          ? prime
            ? `None but ${integerText(n)} itself: its only divisors are 1 and ${integerText(n)}.`
            : 'None: 0 and 1 have no prime factors.'
          : `${integerText(smallest)}, because ${integerText(n)} = ${integerText(smallest)} × ${integerText(n / smallest)}.`,
      factorization: factors.length === 0 ? (prime ? integerText(n) : '—') : exponentForm(factors),
      previous: before === undefined ? 'None: 2 is the smallest prime.' : integerText(before),
      next: integerText(nextPrime(n)),
    };
  },
  outputs: {
    verdict: out.text({ label: 'Answer', primary: true }),
    smallestFactor: out.text({ label: 'Smallest prime factor' }),
    factorization: out.text({ label: 'Prime factorization' }),
    previous: out.text({ label: 'Previous prime' }),
    next: out.text({ label: 'Next prime' }),
  },
});
