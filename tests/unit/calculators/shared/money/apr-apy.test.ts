import { describe, expect, it } from 'vitest';
import {
  aprContinuous,
  aprFromApy,
  apyContinuous,
  apyFromApr,
} from '../../../../../src/calculators/shared/money/compounding.ts';

describe('APR and APY', () => {
  it('converts both ways and back', () => {
    for (const n of [1, 4, 12, 52, 73, 365]) {
      expect(aprFromApy(apyFromApr(0.07, n), n)).toBeCloseTo(0.07, 12);
    }
    expect(aprContinuous(apyContinuous(0.05))).toBeCloseTo(0.05, 12);
  });

  it('equals the rate with yearly compounding and approaches e^r − 1', () => {
    expect(apyFromApr(0.1, 1)).toBeCloseTo(0.1, 12);
    expect(apyFromApr(0.1, 1_000_000)).toBeCloseTo(Math.E ** 0.1 - 1, 6);
  });
});
