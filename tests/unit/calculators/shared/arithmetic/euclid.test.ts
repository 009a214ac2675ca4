import { describe, expect, it } from 'vitest';
import { euclid, gcf, gcfOfList, lcm, lcmOfList } from '../../../../../src/calculators/shared/arithmetic/euclid.ts';

describe("Euclid's algorithm", () => {
  it('finds GCF(1071, 462) = 21 in three divisions', () => {
    // The classic worked example: 1071 = 2 × 462 + 147, 462 = 3 × 147 + 21, 147 = 7 × 21 + 0.
    const { gcf: result, steps } = euclid(462n, 1071n);
    expect(result).toBe(21n);
    expect(steps).toEqual([
      { dividend: 1071n, divisor: 462n, quotient: 2n, remainder: 147n },
      { dividend: 462n, divisor: 147n, quotient: 3n, remainder: 21n },
      { dividend: 147n, divisor: 21n, quotient: 7n, remainder: 0n },
    ]);
  });

  it('agrees with Knuth, TAOCP vol. 1, §1.1: gcd(544, 119) = 17', () => {
    expect(gcf(544n, 119n)).toBe(17n);
  });

  it('takes signs off and treats 0 as divisible by everything', () => {
    expect(gcf(-12n, 18n)).toBe(6n);
    expect(gcf(0n, 9n)).toBe(9n);
    expect(euclid(0n, 0n)).toEqual({ gcf: 0n, steps: [] });
  });

  it('stays exact beyond 2^53', () => {
    expect(gcf(2n ** 64n, 2n ** 60n * 3n)).toBe(2n ** 60n);
  });
});

describe('least common multiple', () => {
  it('is the product divided by the GCF', () => {
    expect(lcm(4n, 6n)).toBe(12n);
    expect(lcm(-4n, 6n)).toBe(12n);
    expect(lcm(0n, 6n)).toBe(0n);
  });

  it('extends to lists', () => {
    expect(gcfOfList([12n, 18n, 30n])).toBe(6n);
    expect(lcmOfList([8n, 9n, 21n])).toBe(504n);
    // lcm(1..20), OEIS A003418.
    expect(lcmOfList(Array.from({ length: 20 }, (_, i) => BigInt(i + 1)))).toBe(232_792_560n);
  });
});
