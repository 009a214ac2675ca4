import { absolute } from './euclid.ts';

/*
 * Integer division with remainder, a = q × n + r, in the three conventions in use (Boute, "The
 * Euclidean definition of the functions div and mod", ACM TOPLAS 14 (1992)). They agree when a
 * and n are both positive and differ in the sign of r otherwise:
 * - truncated: q rounds toward 0, r has the sign of a (C, Java, JavaScript's %);
 * - floored: q rounds down, r has the sign of n (Knuth's mod, Python's %, Excel's MOD);
 * - Euclidean: 0 ≤ r < |n| always.
 */

export type DivisionConvention = 'truncated' | 'floored' | 'euclidean';

export interface QuotientRemainder {
  quotient: bigint;
  remainder: bigint;
}

/** q and r with a = q × n + r (n ≠ 0), exact for integers of any size. */
export function divideWithRemainder(a: bigint, n: bigint, convention: DivisionConvention): QuotientRemainder {
  // BigInt division truncates toward 0, which is the truncated convention itself.
  const quotient = a / n;
  const remainder = a % n;
  if (remainder === 0n || convention === 'truncated') return { quotient, remainder };
  if (convention === 'floored') {
    // A remainder whose sign differs from n's is moved into n's range.
    return remainder < 0n !== n < 0n ? { quotient: quotient - 1n, remainder: remainder + n } : { quotient, remainder };
  }
  return remainder < 0n
    ? { quotient: n > 0n ? quotient - 1n : quotient + 1n, remainder: remainder + absolute(n) }
    : { quotient, remainder };
}
