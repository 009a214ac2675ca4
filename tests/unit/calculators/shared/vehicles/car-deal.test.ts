import { describe, expect, it } from 'vitest';
import { carDealTotals, type CarDeal } from '../../../../../src/calculators/shared/vehicles/car-deal.ts';

const deal: CarDeal = {
  price: 30_000,
  taxPercent: 6,
  taxAfterTradeIn: true,
  fees: 500,
  rebate: 1_000,
  tradeIn: 10_000,
  tradeInOwed: 0,
  downPayment: 2_000,
};

describe('carDealTotals', () => {
  it('taxes the price after the trade-in where the state credits it, and the full price where not', () => {
    expect(carDealTotals(deal).salesTax.toNumber()).toBe(1_200);
    expect(carDealTotals({ ...deal, taxAfterTradeIn: false }).salesTax.toNumber()).toBe(1_800);
  });

  it('adds negative equity on the trade-in to the amount financed', () => {
    const even = carDealTotals(deal).amountFinanced.toNumber();
    expect(carDealTotals({ ...deal, tradeInOwed: 12_000 }).amountFinanced.toNumber()).toBe(even + 12_000);
  });

  it('never finances less than nothing when the trade-in and cash cover the car', () => {
    const totals = carDealTotals({ ...deal, tradeIn: 40_000, downPayment: 0 });
    expect(totals.salesTax.toNumber()).toBe(0);
    expect(totals.amountFinanced.toNumber()).toBe(0);
  });
});
