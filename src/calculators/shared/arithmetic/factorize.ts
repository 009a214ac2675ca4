import { absolute, gcf } from './euclid.ts';
import { integerText } from './numerals.ts';
import { isPrime, SMALL_PRIMES } from './primality.ts';

/*
 * Prime factorization, exact for integers of any size our fields take: trial division by the
 * primes below 1,000, then Pollard's rho method (Brent's variant, R. P. Brent, "An improved
 * Monte Carlo factorization algorithm", BIT 20 (1980)) to split what is left, with the
 * Miller–Rabin test saying when a piece is prime.
 */

export interface PrimePower {
  prime: bigint;
  exponent: number;
}

/** Integer square root (floor), by Newton's method. */
export function integerSquareRoot(n: bigint): bigint {
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  // The float estimate can be off by a little either way for large n; Newton's steps settle it.
  for (;;) {
    const next = (x + n / x) >> 1n;
    if (absolute(next - x) <= 1n) {
      x = next;
      break;
    }
    x = next;
  }
  while (x * x > n) x--;
  while ((x + 1n) * (x + 1n) <= n) x++;
  return x;
}

/** A non-trivial factor of the odd composite n, by Pollard–Brent rho with x² + c. */
function rhoFactor(n: bigint): bigint {
  const root = integerSquareRoot(n);
  if (root * root === n) return root;
  const batch = 128;
  for (let c = 1n; ; c++) {
    const step = (value: bigint) => (value * value + c) % n;
    let [y, x, saved, product, divisor] = [2n, 2n, 2n, 1n, 1n];
    for (let run = 1; divisor === 1n; run *= 2) {
      x = y;
      for (let i = 0; i < run; i++) y = step(y);
      for (let done = 0; done < run && divisor === 1n; done += batch) {
        saved = y;
        for (let i = 0; i < Math.min(batch, run - done); i++) {
          y = step(y);
          product = (product * absolute(x - y)) % n;
        }
        divisor = gcf(product, n);
      }
    }
    // The batch overshot: walk it again one step at a time.
    if (divisor === n) {
      do {
        saved = step(saved);
        divisor = gcf(x - saved, n);
      } while (divisor === 1n);
    }
    if (divisor !== n) return divisor;
  }
}

function splitInto(n: bigint, counts: Map<bigint, number>): void {
  if (n === 1n) return;
  if (isPrime(n)) {
    counts.set(n, (counts.get(n) ?? 0) + 1);
    return;
  }
  const factor = rhoFactor(n);
  splitInto(factor, counts);
  splitInto(n / factor, counts);
}

/** The prime powers of n ≥ 2, smallest prime first: 360 → 2^3, 3^2, 5. */
export function primeFactors(n: bigint): PrimePower[] {
  const counts = new Map<bigint, number>();
  let rest = n;
  for (const prime of SMALL_PRIMES) {
    if (prime * prime > rest) break;
    while (rest % prime === 0n) {
      counts.set(prime, (counts.get(prime) ?? 0) + 1);
      rest /= prime;
    }
  }
  splitInto(rest, counts);
  return [...counts]
    .map(([prime, exponent]) => ({ prime, exponent }))
    .sort((a, b) => (a.prime < b.prime ? -1 : a.prime > b.prime ? 1 : 0));
}

/** "2^3 × 3^2 × 5". */
export const exponentForm = (factors: readonly PrimePower[]): string =>
  factors
    .map(({ prime, exponent }) => (exponent === 1 ? integerText(prime) : `${integerText(prime)}^${exponent}`))
    .join(' × ');

/** Every prime as often as it divides: "2 × 2 × 2 × 3 × 3 × 5". */
export const expandedForm = (factors: readonly PrimePower[]): string =>
  factors.flatMap(({ prime, exponent }) => Array<string>(exponent).fill(integerText(prime))).join(' × ');

/** One division of the factor ladder: dividend ÷ prime = quotient. */
export interface LadderStep {
  dividend: bigint;
  prime: bigint;
  quotient: bigint;
}

/** The divisions by the smallest prime factor, one at a time, from n down to 1. */
export function factorLadder(n: bigint, factors: readonly PrimePower[]): LadderStep[] {
  let dividend = n;
  return factors.flatMap(({ prime, exponent }) =>
    Array.from({ length: exponent }, () => {
      const step = { dividend, prime, quotient: dividend / prime };
      dividend = step.quotient;
      return step;
    }),
  );
}

/**
 * The primes of several factorizations, each to its lowest power (present in all, for the GCF)
 * or its highest (present in any, for the LCM).
 */
export function combinedPowers(factorizations: readonly PrimePower[][], pick: 'lowest' | 'highest'): PrimePower[] {
  const primes = [...new Set(factorizations.flat().map(({ prime }) => prime))].sort((a, b) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  return primes
    .map((prime) => {
      const exponents = factorizations.map((factors) => factors.find((f) => f.prime === prime)?.exponent ?? 0);
      return { prime, exponent: pick === 'lowest' ? Math.min(...exponents) : Math.max(...exponents) };
    })
    .filter(({ exponent }) => exponent > 0);
}
