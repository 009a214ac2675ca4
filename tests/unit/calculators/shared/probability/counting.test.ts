import { describe, expect, it } from 'vitest';
import {
  combinations,
  combinationsWithRepetition,
  permutations,
  permutationsWithRepetition,
  productText,
  scientific,
} from '../../../../../src/calculators/shared/probability/counting.ts';

describe('exact counts', () => {
  it('follows Pascal’s rule C(n, r) = C(n − 1, r − 1) + C(n − 1, r) for every n up to 80', () => {
    for (let n = 1; n <= 80; n += 1)
      for (let r = 1; r <= n; r += 1)
        expect(combinations(n, r)).toBe(combinations(n - 1, r - 1) + combinations(n - 1, r));
  });

  it('counts choosing nothing as one way, and more than there is as none', () => {
    expect([
      combinations(0, 0),
      permutations(0, 0),
      permutationsWithRepetition(0, 0),
      combinationsWithRepetition(0, 0),
    ]).toEqual([1n, 1n, 1n, 1n]);
    expect([combinations(3, 5), permutations(3, 5)]).toEqual([0n, 0n]);
    expect([permutationsWithRepetition(0, 2), combinationsWithRepetition(0, 2)]).toEqual([0n, 0n]);
  });

  it('gives 52! in full (Wikipedia, "Factorial": the orderings of a deck of cards)', () => {
    expect(permutations(52, 52)).toBe(80658175170943878571660636856403766975289505440883277824000000000000n);
  });

  it('gives C(100, 50) exactly (OEIS A000984, central binomial coefficients)', () => {
    expect(combinations(100, 50)).toBe(100891344545564193334812497256n);
  });

  it('handles the largest inputs exactly: 1000! has 2,568 digits (OEIS A034886)', () => {
    expect(permutations(1000, 1000).toString()).toHaveLength(2568);
  });
});

describe('scientific notation of a big integer', () => {
  it('rounds to eight significant digits, carrying into the exponent', () => {
    expect(scientific(permutations(52, 52))).toBe('8.0658175 × 10^67');
    expect(scientific(999_999_995n)).toBe('1 × 10^9');
    expect(scientific(123_456_789n)).toBe('1.2345679 × 10^8');
    expect(scientific(12_345_678n)).toBe('12,345,678');
  });

  it('writes long products with an ellipsis', () => {
    expect(productText(10, 8)).toBe('10 × 9 × 8');
    expect(productText(100, 51)).toBe('100 × 99 × 98 × … × 51');
  });
});
