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
  examples: [
    {
      inputs: { number: '97' },
      expect: { verdict: '97 is a prime number.', previous: '89', next: '101' },
      source:
        'OEIS A000040, "The prime numbers": …, 83, 89, 97, 101, 103, … (97 is prime; 89 comes before it and 101 after)',
    },
    {
      inputs: { number: '91' },
      expect: { verdict: '91 is not prime: it is a composite number.', smallestFactor: '7, because 91 = 7 × 13.' },
      source:
        'Vedantu, "Is 91 a Prime Number?": 91 has the factors 1, 7, 13 and 91, so it is composite; 7 is the smallest prime that divides it (91 = 7 × 13)',
    },
    {
      inputs: { number: '561' },
      expect: { factorization: '3 × 11 × 17', next: '563', previous: '557' },
      source:
        'OEIS A002997, "Carmichael numbers": 561 = 3 × 11 × 17 is the smallest; OEIS A000040 lists 557 and 563 as the primes around it',
    },
    {
      inputs: { number: '2305843009213693951' },
      expect: { verdict: '2,305,843,009,213,693,951 is a prime number.' },
      source: 'The Prime Pages, "Mersenne primes": 2^61 − 1 = 2,305,843,009,213,693,951 is prime (Pervushin, 1883)',
    },
    {
      inputs: { number: '1' },
      expect: { verdict: '1 is neither prime nor composite: primes start at 2.', next: '2' },
      source: 'OEIS A000040: the primes begin 2, 3, 5, …; 1 is not prime and not composite by definition',
    },
  ],
});
