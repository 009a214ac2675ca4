/*
 * Arithmetic and number theory several math calculators share, exact where it matters:
 * - numerals.ts: numbers as the working steps write them (grouped, no float noise, negatives in brackets).
 * - percent.ts: the percentage of a whole, relative change and the relative-to-reference ratios.
 * - integer-text.ts: whole numbers of any size read from text fields as BigInt, with field messages.
 * - euclid.ts: greatest common factor by Euclid's algorithm (with its steps) and least common multiple.
 * - primality.ts: deterministic Miller–Rabin primality, smallest factor, next and previous primes.
 * - factorize.ts: prime factorization (trial division, then Pollard's rho) and its written forms.
 * - divisors.ts: every divisor from a factorization, their count and sum, perfect/abundant/deficient.
 * - division.ts: quotient and remainder in the truncated, floored and Euclidean conventions.
 */
export {};
