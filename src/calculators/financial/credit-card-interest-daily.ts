import Big from 'big.js';
import { defineCalculator, integer, money, numberList, out, radio, toggle } from '../../engine/index.ts';
import type { FieldError } from '../../engine/index.ts';
import { cents } from '../shared/money/cents.ts';
import { interestRate } from '../shared/presets/money-fields.ts';
import { BALANCE_COLUMN } from '../shared/presets/schedule-table.ts';

const MAX_DAYS = 366;
const MAX_BALANCE = 100_000_000;

type Method = 'constant' | 'changes' | 'daily';

interface Stretch {
  balance: number;
  days: number;
}

/** The cycle as stretches of days at one balance, whichever way it was entered. */
function stretchesOf(method: Method, balance: number, days: number, balances: number[], daysAt: number[]): Stretch[] {
  if (method === 'constant') return [{ balance, days }];
  if (method === 'daily') return balances.map((value) => ({ balance: value, days: 1 }));
  return balances.map((value, index) => ({ balance: value, days: daysAt[index] ?? 0 }));
}

function listProblems(method: Method, balances: number[], daysAt: number[]): FieldError[] {
  if (method === 'constant') return [];
  if (balances.some((value) => value < 0 || value > MAX_BALANCE)) {
    return [{ field: 'balances', message: 'Enter balances from 0 to 100,000,000.' }];
  }
  if (method === 'daily') return [];
  if (daysAt.length !== balances.length) {
    return [{ field: 'daysAt', message: `Enter one number of days for each of the ${balances.length} balances.` }];
  }
  if (daysAt.some((value) => !Number.isInteger(value) || value < 1)) {
    return [{ field: 'daysAt', message: 'Each number of days must be a whole number of 1 or more.' }];
  }
  const total = daysAt.reduce((sum, value) => sum + value, 0);
  return total > MAX_DAYS ? [{ field: 'daysAt', message: `The days add up to ${total}; use at most 366.` }] : [];
}

export default defineCalculator({
  inputs: {
    method: radio({
      label: 'How do you want to enter the balance?',
      options: [
        { value: 'constant', label: 'One balance for the whole cycle' },
        { value: 'changes', label: 'Balances that changed during the cycle' },
        { value: 'daily', label: 'A list of daily balances' },
      ],
      default: 'changes',
    }),
    balance: money({
      label: 'Balance',
      help: 'Used with one balance for the whole cycle.',
      default: 1500,
      min: 0,
      max: MAX_BALANCE,
    }),
    days: integer({
      label: 'Days in the billing cycle',
      help: 'Used with one balance for the whole cycle.',
      default: 30,
      min: 1,
      max: MAX_DAYS,
      suffix: 'days',
    }),
    balances: numberList({
      label: 'Balances, in order',
      help: 'Each balance after a purchase or payment; or, for a daily list, the balance at the end of each day.',
      default: [1200, 1450, 950],
      minCount: 1,
      maxCount: MAX_DAYS,
    }),
    daysAt: numberList({
      label: 'Days at each balance',
      help: 'Used with balances that changed: how many days each balance lasted.',
      default: [10, 8, 12],
      minCount: 1,
      maxCount: MAX_DAYS,
    }),
    apr: interestRate(22),
    yearDays: radio({
      label: 'Days in the year for the daily rate',
      options: [
        { value: '365', label: '365 (most card issuers)' },
        { value: '360', label: '360' },
      ],
      default: '365',
    }),
    compounding: toggle({
      label: "Add each day's interest to the next day's balance (daily compounding)",
      default: false,
    }),
  },
  outputs: {
    interest: out.money({ label: 'Interest for the billing cycle', primary: true }),
    averageDailyBalance: out.money({ label: 'Average daily balance' }),
    dailyRate: out.percent({ label: 'Daily periodic rate (APR ÷ days in the year)', decimals: 6 }),
    cycleDays: out.integer({ label: 'Days in the cycle', suffix: 'days' }),
    perDay: out.money({ label: 'Average interest a day' }),
    stretches: out.table({
      label: 'Interest by balance',
      columns: [
        { key: 'fromDay', label: 'From day', kind: 'integer' },
        { key: 'toDay', label: 'To day', kind: 'integer' },
        BALANCE_COLUMN,
        { key: 'interest', label: 'Interest', kind: 'money' },
      ],
    }),
  },
  validate: ({ method, balances, daysAt }) => listProblems(method, balances, daysAt),
  compute: ({ method, balance, days, balances, daysAt, apr, yearDays, compounding }) => {
    const stretches = stretchesOf(method, balance, days, balances, daysAt);
    const dailyRate = new Big(apr).div(100).div(yearDays);
    let sumOfDailyBalances = new Big(0);
    let accrued = new Big(0);
    let day = 0;
    const rows = stretches.map((stretch) => {
      const before = accrued;
      if (compounding) {
        // Each day's balance includes the interest accrued on the days before it.
        for (let count = 0; count < stretch.days; count += 1) {
          const dayBalance = accrued.plus(stretch.balance);
          sumOfDailyBalances = sumOfDailyBalances.plus(dayBalance);
          accrued = accrued.plus(dayBalance.times(dailyRate));
        }
      } else {
        const dollarDays = new Big(stretch.balance).times(stretch.days);
        sumOfDailyBalances = sumOfDailyBalances.plus(dollarDays);
        accrued = accrued.plus(dollarDays.times(dailyRate));
      }
      const row = {
        fromDay: day + 1,
        toDay: day + stretch.days,
        balance: stretch.balance,
        interest: cents(accrued.minus(before)).toNumber(),
      };
      day += stretch.days;
      return row;
    });
    const cycleDays = Math.max(1, day);
    return {
      interest: cents(accrued).toNumber(),
      averageDailyBalance: cents(sumOfDailyBalances.div(cycleDays)).toNumber(),
      dailyRate: dailyRate.times(100).toNumber(),
      cycleDays: day,
      perDay: cents(accrued.div(cycleDays)).toNumber(),
      stretches: rows,
    };
  },
});
