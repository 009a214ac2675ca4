import { describe, expect, it } from 'vitest';
import {
  breakEvenSellPrice,
  buySpending,
  buyWorth,
  sell,
} from '../../../../../src/calculators/shared/crypto/spot-trades.ts';

describe('spot trades with percentage fees', () => {
  it('breaks even exactly at buy × (1 + buy fee) ÷ (1 − sell fee)', () => {
    const spent = 1234.56;
    const buy = buySpending(spent, 987.65, 0.25);
    const price = breakEvenSellPrice(987.65, 0.25, 0.1);
    expect(sell(buy.coins, price.toNumber(), 0.1).net.toNumber()).toBeCloseTo(spent, 8);
  });

  it('charges the buy fee on the trade value', () => {
    const buy = buyWorth(100_000, 100_000, 0.1);
    expect(buy.coins.toNumber()).toBe(1);
    expect(buy.fee.toNumber()).toBe(100);
  });
});
