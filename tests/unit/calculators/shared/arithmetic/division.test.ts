import { describe, expect, it } from 'vitest';
import {
  divideWithRemainder,
  type DivisionConvention,
} from '../../../../../src/calculators/shared/arithmetic/division.ts';

const remainder = (a: bigint, n: bigint, convention: DivisionConvention) =>
  divideWithRemainder(a, n, convention).remainder;

describe('divideWithRemainder', () => {
  it("gives Knuth's x mod y = x − y⌊x/y⌋ as the floored remainder (TAOCP vol. 1, §1.2.4)", () => {
    expect(remainder(5n, 3n, 'floored')).toBe(2n);
    expect(remainder(18n, 3n, 'floored')).toBe(0n);
    expect(remainder(-2n, 3n, 'floored')).toBe(1n);
  });

  it("matches JavaScript's % as the truncated remainder (MDN, Remainder (%))", () => {
    expect(remainder(13n, 5n, 'truncated')).toBe(3n);
    expect(remainder(-13n, 5n, 'truncated')).toBe(-3n);
    expect(remainder(13n, -5n, 'truncated')).toBe(3n);
  });

  it("matches Excel's MOD with a negative divisor (Microsoft, MOD function)", () => {
    expect(remainder(3n, -2n, 'floored')).toBe(-1n);
    expect(remainder(-3n, -2n, 'floored')).toBe(-1n);
    expect(remainder(-3n, 2n, 'floored')).toBe(1n);
  });

  it('keeps the Euclidean remainder between 0 and |n| − 1 for every sign', () => {
    for (const [a, n, expected] of [
      [7n, 3n, 1n],
      [-7n, 3n, 2n],
      [7n, -3n, 1n],
      [-7n, -3n, 2n],
    ] as const) {
      const { quotient, remainder: r } = divideWithRemainder(a, n, 'euclidean');
      expect(r).toBe(expected);
      expect(quotient * n + r).toBe(a);
    }
  });

  it('satisfies a = q × n + r in every convention', () => {
    for (const convention of ['truncated', 'floored', 'euclidean'] as const) {
      for (const [a, n] of [
        [-22n, 10n],
        [22n, -10n],
        [0n, 7n],
        [-(10n ** 40n) - 3n, 97n],
      ] as const) {
        const { quotient, remainder: r } = divideWithRemainder(a, n, convention);
        expect(quotient * n + r).toBe(a);
      }
    }
  });

  it('is exact far beyond 2^53: 2^100 mod 7 = 2, since 2^3 ≡ 1 (mod 7) and 100 = 3 × 33 + 1', () => {
    expect(remainder(2n ** 100n, 7n, 'floored')).toBe(2n);
    expect(remainder(-(2n ** 100n), 7n, 'floored')).toBe(5n);
  });
});
