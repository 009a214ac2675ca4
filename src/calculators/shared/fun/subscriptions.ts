import Big from 'big.js';
import { cents } from '../money/cents.ts';

/*
 * What subscriptions cost over months when their price may rise once a year: each year's monthly
 * price is last year's raised by the percentage and rounded to the cent (as a new price list
 * shows it), paid for that year's months, all in exact decimals.
 */
const MONTHS_PER_YEAR = 12;

export interface SubscriptionCost {
  /** Everything paid over the months. */
  total: Big;
  /** The monthly price in the last month paid. */
  lastMonthly: Big;
}

/** `months` whole months of `monthly`, raised by `yearlyRisePercent` at the start of each new year. */
export function subscriptionCost(monthly: Big, months: number, yearlyRisePercent: number): SubscriptionCost {
  const rise = new Big(yearlyRisePercent).div(100).plus(1);
  let price = cents(monthly);
  let total = new Big(0);
  for (let paid = 0; paid < months; paid += MONTHS_PER_YEAR) {
    if (paid > 0) price = cents(price.times(rise));
    total = total.plus(price.times(Math.min(MONTHS_PER_YEAR, months - paid)));
  }
  return { total, lastMonthly: price };
}
