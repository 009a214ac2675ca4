import { describe, expect, it } from 'vitest';
import { internalRates } from '../../../../../src/calculators/financial/npv-irr-cash-flows.ts';
import {
  annuityFutureFactor,
  annuityPresentFactor,
  depositForGoal,
  payoutPayment,
  periodsToDeplete,
  periodsToReach,
} from '../../../../../src/calculators/shared/money/annuity.ts';
import { apyFromApr, rateFromApy, ratePerPeriod } from '../../../../../src/calculators/shared/money/compounding.ts';
import { drawdown } from '../../../../../src/calculators/shared/money/drawdown.ts';

describe('time value of money', () => {
  it('converts an APR to the rate per payment period and to an APY, and an APY back', () => {
    expect(ratePerPeriod(6, 12, 12)).toBe(0.005);
    // 12% compounded quarterly, paid yearly: 1.03⁴ − 1.
    expect(ratePerPeriod(12, 4, 1)).toBeCloseTo(0.12550881, 8);
    expect(apyFromApr(0.05, 12) * 100).toBeCloseTo(5.116189788, 8);
    expect(rateFromApy(apyFromApr(0.05, 12) * 100, 12)).toBeCloseTo(0.05 / 12, 14);
  });

  it('uses n at 0% and keeps small rates accurate', () => {
    expect(annuityFutureFactor(0, 24, 'end')).toBe(24);
    expect(annuityPresentFactor(0, 24, 'begin')).toBe(24);
    expect(annuityFutureFactor(1e-12, 10, 'end')).toBeCloseTo(10, 9);
  });

  it('reproduces the numpy-financial pmt and nper examples', () => {
    expect(payoutPayment(200_000, 0.075 / 12, 180, 'end').toNumber()).toBeCloseTo(1854.0247, 4);
    expect(periodsToDeplete(8000, 150, 0.07 / 12, 'end')).toBeCloseTo(64.07335, 5);
  });

  it('says when a balance never runs out or a goal is never reached', () => {
    expect(periodsToDeplete(100_000, 400, 0.06 / 12, 'end')).toBe(Infinity);
    expect(periodsToDeplete(100_000, 500, 0.06 / 12, 'end')).toBe(Infinity);
    expect(periodsToReach(1000, 0, 0, 0.01, 'end')).toBe(Infinity);
    expect(periodsToReach(1000, 2000, 0, 0.01, 'end')).toBe(0);
    expect(depositForGoal(1000, 2000, 0.01, 12, 'end').toNumber()).toBe(0);
  });

  it('draws a balance down to exactly zero, the last payment taking the rounding', () => {
    // 1,854.0247 is paid as 1,854.02: 0.47 cents short each month, grown over 15 years, is about $1.47.
    const plan = drawdown({
      balance: 200_000,
      payment: 1854.02,
      rate: 0.075 / 12,
      periods: 180,
      timing: 'end',
      clearAtEnd: true,
    });
    expect(plan.rows).toHaveLength(180);
    expect(plan.remaining).toBe(0);
    expect(Math.abs((plan.rows.at(-1)?.payment ?? 0) - 1854.02)).toBeLessThan(2);
  });

  it('stops when the money runs out, with a smaller last payment', () => {
    const plan = drawdown({ balance: 8000, payment: 150, rate: 0.07 / 12, periods: 100, timing: 'end' });
    expect(plan.rows).toHaveLength(65);
    expect(plan.rows.at(-1)?.payment).toBeLessThan(150);
    expect(plan.remaining).toBe(0);
  });
});

describe('internal rates of return', () => {
  it('finds one IRR, or every IRR when the signs change more than once', () => {
    expect(internalRates([-100, 39, 59, 55, 20])).toHaveLength(1);
    const two = internalRates([-100, 100, 0, -7]);
    expect(two).toHaveLength(2);
    expect(two.some((rate) => Math.abs(rate + 0.0833) < 5e-5)).toBe(true);
  });

  it('finds none when no rate balances the cash flows', () => {
    expect(internalRates([-1, 3, -3])).toEqual([]);
    expect(internalRates([100, 200, 300])).toEqual([]);
  });

  it('handles long lists and rates near −100% without overflowing', () => {
    const flows = [-1, ...Array.from({ length: 99 }, () => 0.001)];
    const rates = internalRates(flows);
    expect(rates).toHaveLength(1);
    expect(rates[0]).toBeLessThan(0);
    expect(Number.isFinite(rates[0])).toBe(true);
  });
});
