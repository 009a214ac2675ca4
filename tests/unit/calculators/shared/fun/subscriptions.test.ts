import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { subscriptionCost } from '../../../../../src/calculators/shared/fun/subscriptions.ts';

const cost = (monthly: number, months: number, rise: number) => {
  const { total, lastMonthly } = subscriptionCost(new Big(monthly), months, rise);
  return { total: total.toNumber(), lastMonthly: lastMonthly.toNumber() };
};

describe('subscriptions over months', () => {
  it('is the monthly price times the months when prices never rise', () => {
    expect(cost(37.47, 120, 0)).toEqual({ total: 4496.4, lastMonthly: 37.47 });
  });

  it('raises the price at the start of each new year, rounded to the cent', () => {
    // $9.99 + 10 % = $10.989 → $10.99; the second year has only 1 month.
    expect(cost(9.99, 13, 10)).toEqual({ total: 9.99 * 12 + 10.99, lastMonthly: 10.99 });
  });

  it('costs nothing for no months, and no rise within the first year', () => {
    expect(cost(20, 0, 5).total).toBe(0);
    expect(cost(20, 12, 50)).toEqual({ total: 240, lastMonthly: 20 });
  });
});
