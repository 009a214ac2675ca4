import type { PrimePower } from './factorize.ts';

/*
 * Divisors from a prime factorization n = p₁^e₁ × … × p_k^e_k: each divisor picks an exponent
 * from 0 to eᵢ for every prime, so there are (e₁ + 1) × … × (e_k + 1) of them, and their sum is
 * the product of (pᵢ^(eᵢ+1) − 1) ÷ (pᵢ − 1) (Hardy and Wright, An Introduction to the Theory of
 * Numbers, §16.7).
 */

/** Every positive divisor, smallest first (n = 1 has the empty factorization and the divisor 1). */
export function divisorsFrom(factors: readonly PrimePower[]): bigint[] {
  let divisors = [1n];
  for (const { prime, exponent } of factors) {
    const powers = Array.from({ length: exponent + 1 }, (_, power) => prime ** BigInt(power));
    divisors = divisors.flatMap((divisor) => powers.map((value) => divisor * value));
  }
  return divisors.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

export const divisorCount = (factors: readonly PrimePower[]): number =>
  factors.reduce((count, { exponent }) => count * (exponent + 1), 1);

export const divisorSum = (factors: readonly PrimePower[]): bigint =>
  factors.reduce((sum, { prime, exponent }) => (sum * (prime ** BigInt(exponent + 1) - 1n)) / (prime - 1n), 1n);

export type Abundance = 'perfect' | 'abundant' | 'deficient';

/** Compares n with the sum of its proper divisors (every divisor but n itself). */
export function abundance(n: bigint, properDivisorSum: bigint): Abundance {
  if (properDivisorSum === n) return 'perfect';
  return properDivisorSum > n ? 'abundant' : 'deficient';
}
