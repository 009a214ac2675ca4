/*
 * Greatest common factor by Euclid's algorithm (Knuth, TAOCP vol. 2, §4.5.2, Algorithm E):
 * replace (a, b) by (b, a mod b) until the remainder is 0; the last divisor is the GCF.
 * Exact on integers of any size.
 */

export const absolute = (value: bigint): bigint => (value < 0n ? -value : value);

/** One division of the algorithm: dividend = quotient × divisor + remainder. */
export interface EuclidStep {
  dividend: bigint;
  divisor: bigint;
  quotient: bigint;
  remainder: bigint;
}

/** The GCF of two integers and the divisions that find it (on their sizes, larger first). */
export function euclid(a: bigint, b: bigint): { gcf: bigint; steps: EuclidStep[] } {
  let [dividend, divisor] = [absolute(a), absolute(b)];
  if (dividend < divisor) [dividend, divisor] = [divisor, dividend];
  const steps: EuclidStep[] = [];
  while (divisor !== 0n) {
    const remainder = dividend % divisor;
    steps.push({ dividend, divisor, quotient: dividend / divisor, remainder });
    [dividend, divisor] = [divisor, remainder];
  }
  return { gcf: dividend, steps };
}

/** The GCF alone, without keeping the steps (for long loops such as factoring). */
export function gcf(a: bigint, b: bigint): bigint {
  let [x, y] = [absolute(a), absolute(b)];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** The least common multiple; 0 when either number is 0 (0 is the only multiple of 0). */
export const lcm = (a: bigint, b: bigint): bigint => (a === 0n || b === 0n ? 0n : absolute((a / gcf(a, b)) * b));

export const gcfOfList = (values: readonly bigint[]): bigint => values.reduce(gcf, 0n);

export const lcmOfList = (values: readonly bigint[]): bigint => values.reduce(lcm, 1n);
