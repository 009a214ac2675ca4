import Big from 'big.js';
import { defineCalculator, durationIn, numberList, out, percent } from '../../engine/index.ts';
import { formatNumber } from '../../engine/format/numbers.ts';
import { subscriptionCost } from '../shared/fun/subscriptions.ts';
import { toCents } from '../shared/money/cents.ts';
import { yearsOrMonthsInput } from '../shared/presets/years-or-months.ts';

/*
 * What a stack of streaming subscriptions costs over the years: the monthly prices added up, paid
 * every month, with an optional yearly price rise, in exact decimals rounded to the cent.
 */
const PRICE_MAX = 10_000;

export default defineCalculator({
  inputs: {
    prices: numberList({
      label: 'Monthly price of each subscription',
      help: 'One price per service, from your bank statement, e.g. 17.99, 11.99, 9.99.',
      default: [17.99, 11.99, 9.99],
      minCount: 1,
      maxCount: 30,
    }),
    term: yearsOrMonthsInput('For how long', 10, 80),
    yearlyRise: percent({
      label: 'Yearly price rise',
      help: 'Optional: streaming prices have often gone up every year or two.',
      default: 0,
      min: 0,
      max: 100,
    }),
  },
  validate: ({ prices }) =>
    prices.every((price) => price >= 0 && price <= PRICE_MAX)
      ? []
      : [{ field: 'prices', message: 'Enter each monthly price as an amount from 0 to 10,000.' }],
  compute: ({ prices, term, yearlyRise }) => {
    const monthly = prices.reduce((sum, price) => sum.plus(price), new Big(0));
    const months = Math.round(durationIn(term, 'month'));
    const { total, lastMonthly } = subscriptionCost(monthly, months, yearlyRise);
    return {
      total: toCents(total),
      monthly: toCents(monthly),
      firstYear: toCents(monthly.times(12)),
      lastMonthly: toCents(lastMonthly),
      months,
    };
  },
  outputs: {
    total: out.money({ label: 'Paid over that time', primary: true }),
    monthly: out.money({ label: 'Each month now' }),
    firstYear: out.money({ label: 'The first year' }),
    lastMonthly: out.money({ label: 'Each month at the end' }),
    months: out.integer({ label: 'Months paid', suffix: 'months' }),
  },
  // The share line has no currency to name, so the amount is written bare, to the cent.
  shareLine: ({ total, months }, { prices }) =>
    `My ${formatNumber(prices.length, { decimals: 0 })} streaming subscriptions add up to ${formatNumber(total, { decimals: 2 })} over ${formatNumber(months / 12, { digits: 3 })} years.`,
});
