import { describe, expect, it } from 'vitest';
import {
  abundance,
  divisorCount,
  divisorsFrom,
  divisorSum,
} from '../../../../../src/calculators/shared/arithmetic/divisors.ts';
import { primeFactors } from '../../../../../src/calculators/shared/arithmetic/factorize.ts';

const classify = (n: bigint) => abundance(n, divisorSum(primeFactors(n)) - n);

describe('divisors', () => {
  it('lists the divisors of 36 with their count and sum', () => {
    const factors = primeFactors(36n);
    expect(divisorsFrom(factors)).toEqual([1n, 2n, 3n, 4n, 6n, 9n, 12n, 18n, 36n]);
    expect(divisorCount(factors)).toBe(9);
    expect(divisorSum(factors)).toBe(91n);
  });

  it('gives 1 the single divisor 1', () => {
    expect(divisorsFrom([])).toEqual([1n]);
    expect(divisorSum([])).toBe(1n);
  });

  it('counts the divisors of a highly composite number (OEIS A002182: 720,720 has 240)', () => {
    expect(divisorCount(primeFactors(720_720n))).toBe(240);
    expect(divisorsFrom(primeFactors(720_720n))).toHaveLength(240);
  });
});

describe('perfect, abundant and deficient', () => {
  it('finds the perfect numbers 6, 28, 496, 8128 and 2^30 × (2^31 − 1) (OEIS A000396)', () => {
    for (const n of [6n, 28n, 496n, 8128n, 2n ** 30n * (2n ** 31n - 1n)]) expect(classify(n)).toBe('perfect');
  });

  it('starts the abundant numbers at 12 (OEIS A005101) and calls 1 deficient (OEIS A005100)', () => {
    const abundantBelow50 = Array.from({ length: 50 }, (_, i) => BigInt(i + 1)).filter(
      (n) => classify(n) === 'abundant',
    );
    expect(abundantBelow50).toEqual([12n, 18n, 20n, 24n, 30n, 36n, 40n, 42n, 48n]);
    expect(abundance(1n, 0n)).toBe('deficient');
  });
});
