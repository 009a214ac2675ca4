import { describe, expect, it } from 'vitest';
import { bitcoinIssuedThrough, subsidySatsAt } from '../../../../src/calculators/shared/crypto/market.ts';
import { breakEvenSellPrice, buySpending, buyWorth, sell } from '../../../../src/calculators/shared/crypto-trades.ts';
import {
  aprContinuous,
  aprFromApy,
  apyContinuous,
  apyFromApr,
} from '../../../../src/calculators/shared/crypto-yield.ts';

describe('Bitcoin issuance schedule', () => {
  it('halves the subsidy every 210,000 blocks (Bitcoin Wiki, "Controlled supply")', () => {
    expect(subsidySatsAt(0)).toBe(5_000_000_000);
    expect(subsidySatsAt(209_999)).toBe(5_000_000_000);
    expect(subsidySatsAt(210_000)).toBe(2_500_000_000);
    expect(subsidySatsAt(840_000)).toBe(312_500_000);
    expect(subsidySatsAt(1_050_000)).toBe(156_250_000);
    expect(subsidySatsAt(64 * 210_000)).toBe(0);
  });

  it('issues 19,687,500 BTC before the fourth halving at block 840,000', () => {
    expect(bitcoinIssuedThrough(839_999).toString()).toBe('19687500');
  });

  it('stops just short of 21 million: 20,999,999.9769 BTC (Bitcoin Wiki, "Controlled supply")', () => {
    expect(bitcoinIssuedThrough(10_000_000).toString()).toBe('20999999.9769');
  });
});

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
