/*
 * Counting arrangements exactly, in BigInt (Math is Fun, "Combinations and Permutations"; CRC
 * Standard Mathematical Tables, "Combinatorics"):
 * P(n, r) = n! ÷ (n − r)!, C(n, r) = n! ÷ (r! (n − r)!), with repetition nʳ and C(n + r − 1, r).
 */

/** n × (n − 1) × … × (n − r + 1), the empty product 1 when r = 0. */
export function fallingFactorial(n: number, r: number): bigint {
  let product = 1n;
  for (let factor = n - r + 1; factor <= n; factor += 1) product *= BigInt(factor);
  return product;
}

/** Ordered arrangements of r of n distinct items; 0 when r > n. */
export const permutations = (n: number, r: number): bigint => (r > n ? 0n : fallingFactorial(n, r));

/** Unordered selections of r of n distinct items; 0 when r > n. */
export function combinations(n: number, r: number): bigint {
  if (r > n) return 0n;
  const k = Math.min(r, n - r);
  // Multiplying and dividing in turn keeps every partial result a whole binomial coefficient.
  let result = 1n;
  for (let i = 1; i <= k; i += 1) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

/** Ordered selections with repeats allowed: nʳ (0⁰ counted as 1, the empty selection). */
export const permutationsWithRepetition = (n: number, r: number): bigint => BigInt(n) ** BigInt(r);

/** Unordered selections with repeats allowed (multisets): C(n + r − 1, r); 1 for r = 0. */
export const combinationsWithRepetition = (n: number, r: number): bigint => (r === 0 ? 1n : combinations(n + r - 1, r));

/** Digits grouped in thousands: "2,598,960". */
export const groupedDigits = (value: bigint): string => value.toLocaleString('en-US');

/** "8.0658175 × 10^67": eight significant digits, rounded half up; small values as they are. */
export function scientific(value: bigint): string {
  const digits = value.toString();
  if (digits.length <= 8) return groupedDigits(value);
  let mantissa = (BigInt(digits.slice(0, 9)) + 5n) / 10n;
  let exponent = digits.length - 1;
  if (mantissa.toString().length > 8) {
    mantissa /= 10n;
    exponent += 1;
  }
  const text = mantissa.toString();
  const fraction = text.slice(1).replace(/0+$/, '');
  return `${text[0]}${fraction ? `.${fraction}` : ''} × 10^${exponent}`;
}

/** "10 × 9 × 8", or "100 × 99 × 98 × … × 51" for a long product. */
export function productText(from: number, to: number): string {
  const count = from - to + 1;
  if (count <= 0) return '1';
  if (count <= 6) return Array.from({ length: count }, (_, i) => String(from - i)).join(' × ');
  return `${from} × ${from - 1} × ${from - 2} × … × ${to}`;
}
