import { describe, expect, it } from 'vitest';
import {
  expandedForm,
  exponentForm,
  factorLadder,
  integerSquareRoot,
  primeFactors,
} from '../../../../../src/calculators/shared/arithmetic/factorize.ts';

const written = (n: bigint) => exponentForm(primeFactors(n));

describe('primeFactors', () => {
  it('writes 360 as 2^3 × 3^2 × 5 and 2 × 2 × 2 × 3 × 3 × 5', () => {
    expect(written(360n)).toBe('2^3 × 3^2 × 5');
    expect(expandedForm(primeFactors(360n))).toBe('2 × 2 × 2 × 3 × 3 × 5');
  });

  it('returns a prime as itself', () => {
    expect(written(2n)).toBe('2');
    expect(written(9_007_199_254_740_881n)).toBe('9,007,199,254,740,881');
  });

  it('factors around 2^53 exactly', () => {
    expect(written(2n ** 53n)).toBe('2^53');
    expect(written(2n ** 53n + 1n)).toBe('3 × 107 × 28,059,810,762,433');
  });

  it('splits products of two large primes (Pollard rho)', () => {
    expect(written(1_000_000_007n * 1_000_000_009n)).toBe('1,000,000,007 × 1,000,000,009');
    expect(written(9_999_999_967n ** 2n)).toBe('9,999,999,967^2');
    // F5 = 2^32 + 1 = 641 × 6,700,417 (Euler).
    expect(written(2n ** 32n + 1n)).toBe('641 × 6,700,417');
    // F6 = 2^64 + 1 = 274,177 × 67,280,421,310,721 (Landry, 1880).
    expect(written(2n ** 64n + 1n)).toBe('274,177 × 67,280,421,310,721');
  });

  it('multiplies back to the number', () => {
    for (const n of [720_720n, 999_999_999_999_999_999n, 2n ** 62n - 1n, 12_345_678_910_111_213n]) {
      const product = primeFactors(n).reduce((total, { prime, exponent }) => total * prime ** BigInt(exponent), 1n);
      expect(product).toBe(n);
    }
  });
});

describe('factorLadder', () => {
  it('divides by the smallest prime until 1 is left', () => {
    expect(factorLadder(12n, primeFactors(12n))).toEqual([
      { dividend: 12n, prime: 2n, quotient: 6n },
      { dividend: 6n, prime: 2n, quotient: 3n },
      { dividend: 3n, prime: 3n, quotient: 1n },
    ]);
  });
});

it('integerSquareRoot is exact where floating point is not', () => {
  expect(integerSquareRoot(10n ** 30n)).toBe(10n ** 15n);
  expect(integerSquareRoot(10n ** 30n - 1n)).toBe(10n ** 15n - 1n);
  expect(integerSquareRoot(0n)).toBe(0n);
});
