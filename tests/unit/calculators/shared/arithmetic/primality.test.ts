import { describe, expect, it } from 'vitest';
import {
  isPrime,
  nextPrime,
  powerMod,
  previousPrime,
  SMALL_PRIMES,
} from '../../../../../src/calculators/shared/arithmetic/primality.ts';

describe('isPrime', () => {
  it('matches the primes below 100 (OEIS A000040)', () => {
    const below100 = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97];
    const found = Array.from({ length: 100 }, (_, n) => n).filter((n) => isPrime(BigInt(n)));
    expect(found).toEqual(below100);
    expect(SMALL_PRIMES).toHaveLength(168);
  });

  it('says no for 0, 1 and negatives', () => {
    expect([0n, 1n, -7n].map(isPrime)).toEqual([false, false, false]);
  });

  it('knows the largest prime below 2^53 (The Prime Pages: 2^53 − 111) and that 2^53 + 1 is composite', () => {
    expect(isPrime(2n ** 53n - 111n)).toBe(true);
    for (let gap = 1n; gap < 111n; gap++) expect(isPrime(2n ** 53n - gap)).toBe(false);
    expect(isPrime(2n ** 53n + 1n)).toBe(false);
  });

  it('is not fooled by Carmichael numbers or strong pseudoprimes to many bases', () => {
    expect(isPrime(561n)).toBe(false);
    // A strong pseudoprime to every prime base up to 23 (OEIS A014233).
    expect(isPrime(3_825_123_056_546_413_051n)).toBe(false);
    // The smallest strong pseudoprime to the first 12 prime bases (Sorenson and Webster).
    expect(isPrime(318_665_857_834_031_151_167_461n)).toBe(false);
  });

  it('proves Mersenne primes 2^31 − 1 and 2^61 − 1 prime', () => {
    expect(isPrime(2n ** 31n - 1n)).toBe(true);
    expect(isPrime(2n ** 61n - 1n)).toBe(true);
    expect(isPrime(2n ** 67n - 1n)).toBe(false);
  });
});

describe('next and previous primes', () => {
  it('step over composites and stop at 2', () => {
    expect(nextPrime(0n)).toBe(2n);
    expect(nextPrime(2n)).toBe(3n);
    expect(nextPrime(89n)).toBe(97n);
    expect(previousPrime(97n)).toBe(89n);
    expect(previousPrime(3n)).toBe(2n);
    expect(previousPrime(2n)).toBeUndefined();
  });

  it('finds the first prime after 2^53, 2^53 + 5 (as GNU coreutils `factor` confirms)', () => {
    expect(nextPrime(2n ** 53n)).toBe(2n ** 53n + 5n);
    expect(previousPrime(2n ** 53n + 5n)).toBe(2n ** 53n - 111n);
  });
});

it('powerMod agrees with Fermat: a^(p−1) ≡ 1 (mod p)', () => {
  expect(powerMod(3n, 1_000_000_006n, 1_000_000_007n)).toBe(1n);
});
