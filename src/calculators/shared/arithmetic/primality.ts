/*
 * Primality of integers of any size our fields take, exactly. Small numbers by trial division,
 * larger ones by the Miller–Rabin test with the first 13 primes as bases, which has no false
 * "prime" below 3,317,044,064,679,887,385,961,981 (Sorenson and Webster, "Strong pseudoprimes
 * to twelve prime bases", Mathematics of Computation 86 (2017), 985–1003), so it is a proof there,
 * not a probability.
 */

/** Below this, Miller–Rabin with MILLER_RABIN_BASES is deterministic. */
export const DETERMINISTIC_LIMIT = 3_317_044_064_679_887_385_961_981n;

const MILLER_RABIN_BASES = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n, 41n] as const;

/** The primes below 1,000, by the sieve of Eratosthenes: the trial divisors before anything cleverer. */
export const SMALL_PRIMES: readonly bigint[] = (() => {
  const limit = 1000;
  const composite = new Uint8Array(limit);
  const primes: bigint[] = [];
  for (let candidate = 2; candidate < limit; candidate++) {
    if (composite[candidate]) continue;
    primes.push(BigInt(candidate));
    for (let multiple = candidate * candidate; multiple < limit; multiple += candidate) composite[multiple] = 1;
  }
  return primes;
})();

/** The square of the largest small prime: below it, a number with no small factor is prime. */
const TRIAL_DIVISION_PROOF = 997n * 997n;

/** base^exponent mod modulus, by repeated squaring. */
export function powerMod(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let square = base % modulus;
  let rest = exponent;
  while (rest > 0n) {
    if (rest & 1n) result = (result * square) % modulus;
    square = (square * square) % modulus;
    rest >>= 1n;
  }
  return result;
}

/** Whether `base` proves the odd number n composite (n − 1 = d × 2^s with d odd). */
function witnessesComposite(n: bigint, base: bigint, d: bigint, s: number): boolean {
  let x = powerMod(base, d, n);
  if (x === 1n || x === n - 1n) return false;
  for (let round = 1; round < s; round++) {
    x = (x * x) % n;
    if (x === n - 1n) return false;
  }
  return true;
}

/** Whether n is prime; exact for every n below DETERMINISTIC_LIMIT. */
export function isPrime(n: bigint): boolean {
  if (n < 2n) return false;
  for (const prime of SMALL_PRIMES) {
    if (n === prime) return true;
    if (n % prime === 0n) return false;
  }
  if (n < TRIAL_DIVISION_PROOF) return true;
  let d = n - 1n;
  let s = 0;
  while ((d & 1n) === 0n) {
    d >>= 1n;
    s++;
  }
  return !MILLER_RABIN_BASES.some((base) => witnessesComposite(n, base, d, s));
}

/** The smallest prime greater than n. */
export function nextPrime(n: bigint): bigint {
  if (n < 2n) return 2n;
  let candidate = n + 1n;
  if (candidate > 2n && (candidate & 1n) === 0n) candidate++;
  while (!isPrime(candidate)) candidate += candidate === 2n ? 1n : 2n;
  return candidate;
}

/** The largest prime less than n, or undefined when n ≤ 2 (there is none). */
export function previousPrime(n: bigint): bigint | undefined {
  if (n <= 2n) return undefined;
  if (n === 3n) return 2n;
  let candidate = n - 1n;
  if ((candidate & 1n) === 0n) candidate--;
  while (!isPrime(candidate)) candidate -= 2n;
  return candidate;
}
