import Big from 'big.js';
import type { ChartSeries } from '../../engine/index.ts';
import { cents } from './finance.ts';
import { addMonthsToDate } from './mortgage.ts';

export { cents };

/*
 * Paying debts down month by month, shared by the credit card and debt calculators. Amounts are
 * big.js decimals; each month's interest is rounded to the cent, as a statement shows it, and is
 * charged on the balance at the start of the month before that month's payment.
 */

/** 50 years of monthly payments: the longest plan any debt calculator follows. */
export const MAX_MONTHS = 600;

const ZERO = new Big(0);
const atMost = (value: Big, limit: Big) => (value.gt(limit) ? limit : value);

/** A monthly rate (a fraction) from an APR in percent: 18 % → 0.015. */
export const aprMonthly = (aprPercent: number) => new Big(aprPercent).div(1200);

/** The interest one month adds to a balance at an APR, in cents. */
export const monthInterest = (balance: number, aprPercent: number) =>
  cents(new Big(balance).times(aprMonthly(aprPercent))).toNumber();

export interface PayoffRow {
  month: number;
  payment: number;
  interest: number;
  principal: number;
  balance: number;
}

export interface Payoff {
  rows: PayoffRow[];
  months: number;
  totalInterest: number;
  totalPaid: number;
  /** False when the balance was still owed after the last month followed. */
  paidOff: boolean;
}

export interface PayoffRules {
  /** The monthly rate (a fraction) charged in a month, counted from 1. */
  rate: (month: number) => Big;
  /** What is paid in a month from the balance at its start and its interest; capped at what is owed. */
  payment: (month: number, balance: Big, interest: Big) => Big;
  maxMonths?: number;
}

/** Pays one balance down until it is cleared or the months run out. */
export function payOff(balance: number, rules: PayoffRules): Payoff {
  const maxMonths = rules.maxMonths ?? MAX_MONTHS;
  let owed = new Big(balance);
  let totalInterest = ZERO;
  let totalPaid = ZERO;
  const rows: PayoffRow[] = [];
  for (let month = 1; month <= maxMonths && owed.gt(0); month += 1) {
    const interest = cents(owed.times(rules.rate(month)));
    const due = owed.plus(interest);
    const offered = cents(rules.payment(month, owed, interest));
    const paid = offered.lt(0) ? ZERO : atMost(offered, due);
    owed = due.minus(paid);
    totalInterest = totalInterest.plus(interest);
    totalPaid = totalPaid.plus(paid);
    rows.push({
      month,
      payment: paid.toNumber(),
      interest: interest.toNumber(),
      principal: paid.minus(interest).toNumber(),
      balance: owed.toNumber(),
    });
  }
  return {
    rows,
    months: rows.length,
    totalInterest: totalInterest.toNumber(),
    totalPaid: totalPaid.toNumber(),
    paidOff: owed.lte(0),
  };
}

/**
 * Monthly payments that fit from `from` to `to`: the whole months between them, where a month
 * counts once the same day of the month is reached (or the month's last day, when it is shorter),
 * so 15 March → 14 March next year is 11 and → 15 March 12. Payment n falls n months after
 * `from`, so the last of them is on or before `to`. Negative when `to` is earlier.
 */
export function wholeMonthsBetween(from: string, to: string): number {
  const monthIndex = (iso: string) => {
    const [year = 0, month = 1] = iso.split('-').map(Number);
    return year * 12 + month;
  };
  const months = monthIndex(to) - monthIndex(from);
  // ISO dates compare as text; only the day of the month can make the last month incomplete.
  return addMonthsToDate(from, months) > to ? months - 1 : months;
}

/** Balances after each month, starting with the opening balance (month 0). */
export const balancesOf = (opening: number, rows: readonly { balance: number }[]) => [
  opening,
  ...rows.map((row) => row.balance),
];

/**
 * Line-chart series of balances over months, sampled to about 60 points on the same months for
 * every series (a series that ends sooner stays at zero), so the lines line up.
 */
export function balanceChart(series: readonly { name: string; balances: readonly number[] }[]): ChartSeries[] {
  const last = Math.max(0, ...series.map((s) => s.balances.length - 1));
  const step = Math.max(1, Math.ceil(last / 60));
  const months: number[] = [];
  for (let month = 0; month < last; month += step) months.push(month);
  months.push(last);
  return series.map(({ name, balances }) => ({
    name,
    points: months.map((month) => ({ x: month, y: balances[month] ?? 0 })),
  }));
}

export interface Debt {
  balance: number;
  /** APR in percent. */
  apr: number;
  minimum: number;
}

export type Strategy = 'snowball' | 'avalanche';

/**
 * The order debts are targeted in: snowball takes the smallest balance first, avalanche the
 * highest APR first (ties go to the smaller balance, then the earlier debt). Indexes of debts
 * with a balance.
 */
export function payoffOrder(debts: readonly Debt[], strategy: Strategy): number[] {
  const owing = debts.flatMap((debt, index) => (debt.balance > 0 ? [{ ...debt, index }] : []));
  owing.sort((first, second) => {
    const byRate = strategy === 'avalanche' ? second.apr - first.apr : 0;
    return byRate || first.balance - second.balance || first.index - second.index;
  });
  return owing.map((debt) => debt.index);
}

export interface DebtPlanRow {
  month: number;
  payment: number;
  /** What each debt got this month, by the debt's index (0 for one with no balance). */
  payments: number[];
  interest: number;
  balance: number;
  /** The debt the money left after the minimums went to first (-1 when none was left over). */
  target: number;
  /** Indexes of the debts cleared this month. */
  cleared: number[];
}

export interface DebtPlan {
  rows: DebtPlanRow[];
  months: number;
  totalInterest: number;
  totalPaid: number;
  paidOff: boolean;
  /** The month each debt was cleared (0 for a debt with no balance or one never cleared). */
  clearedIn: number[];
  order: number[];
}

interface Account {
  index: number;
  owed: Big;
  rate: Big;
  minimum: Big;
  clearedIn: number;
  /** Paid on this debt in the month being worked out. */
  paid: Big;
}

/**
 * Pays several debts with one fixed monthly budget: every minimum plus the extra amount. Each
 * month every debt gets its minimum (or what it still owes), and what is left of the budget
 * goes to the debts in the strategy's order, so a cleared debt's minimum rolls on to the next.
 */
export function planDebts(debts: readonly Debt[], extra: number, strategy: Strategy, maxMonths = MAX_MONTHS): DebtPlan {
  const order = payoffOrder(debts, strategy);
  const accounts: Account[] = order.flatMap((index) => {
    const debt = debts[index];
    return debt
      ? [
          {
            index,
            owed: new Big(debt.balance),
            rate: aprMonthly(debt.apr),
            minimum: cents(new Big(Math.max(0, debt.minimum))),
            clearedIn: 0,
            paid: ZERO,
          },
        ]
      : [];
  });
  const budget = accounts.reduce((sum, account) => sum.plus(account.minimum), cents(new Big(Math.max(0, extra))));
  const rows: DebtPlanRow[] = [];
  let totalInterest = ZERO;
  let totalPaid = ZERO;
  const remaining = () => accounts.reduce((sum, account) => sum.plus(account.owed), ZERO);

  for (let month = 1; month <= maxMonths && remaining().gt(0); month += 1) {
    let interest = ZERO;
    for (const account of accounts) {
      if (account.owed.eq(0)) continue;
      const charge = cents(account.owed.times(account.rate));
      account.owed = account.owed.plus(charge);
      interest = interest.plus(charge);
    }
    let left = budget;
    for (const account of accounts) account.paid = ZERO;
    const pay = (account: Account, amount: Big) => {
      const paid = atMost(atMost(amount, account.owed), left);
      account.owed = account.owed.minus(paid);
      account.paid = account.paid.plus(paid);
      left = left.minus(paid);
    };
    for (const account of accounts) pay(account, account.minimum);
    const target = left.gt(0) ? (accounts.find((account) => account.owed.gt(0))?.index ?? -1) : -1;
    for (const account of accounts) pay(account, left);
    const cleared = accounts.filter((account) => account.clearedIn === 0 && account.owed.eq(0));
    for (const account of cleared) account.clearedIn = month;
    const paid = budget.minus(left);
    totalInterest = totalInterest.plus(interest);
    totalPaid = totalPaid.plus(paid);
    const payments = debts.map(() => 0);
    for (const account of accounts) payments[account.index] = account.paid.toNumber();
    rows.push({
      month,
      payment: paid.toNumber(),
      payments,
      interest: interest.toNumber(),
      balance: remaining().toNumber(),
      target,
      cleared: cleared.map((account) => account.index),
    });
  }
  const clearedIn = debts.map(() => 0);
  for (const account of accounts) clearedIn[account.index] = account.clearedIn;
  return {
    rows,
    months: rows.length,
    totalInterest: totalInterest.toNumber(),
    totalPaid: totalPaid.toNumber(),
    paidOff: remaining().eq(0),
    clearedIn,
    order,
  };
}

/**
 * Remembers the last result of a pure function, so a plan worked out to check the inputs is
 * not worked out again to show it. The result is shared: callers must not change it.
 */
export function rememberLast<A extends readonly unknown[], R>(work: (...args: A) => R): (...args: A) => R {
  let last: { key: string; value: R } | undefined;
  return (...args: A) => {
    const key = JSON.stringify(args);
    if (last?.key !== key) last = { key, value: work(...args) };
    return last.value;
  };
}
