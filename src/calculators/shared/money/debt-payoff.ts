import Big from 'big.js';
import type { ChartSeries } from '../../../engine/index.ts';
import { cents } from './cents.ts';

/*
 * Paying one debt down month by month, shared by the credit card and debt calculators. Amounts are
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
  /**
   * Interest already owed that is not capitalized (federal Direct Loans entering repayment since
   * 1 July 2023): it is charged no interest and payments go to interest first. With this set,
   * interest a payment leaves unpaid also stays apart from the principal.
   */
  unpaidInterest?: number | undefined;
}

/** Pays one balance down until it is cleared or the months run out. */
export function payOff(balance: number, rules: PayoffRules): Payoff {
  const maxMonths = rules.maxMonths ?? MAX_MONTHS;
  const capitalizes = rules.unpaidInterest === undefined;
  let principal = new Big(balance);
  let interestOwed = new Big(rules.unpaidInterest ?? 0);
  let totalInterest = ZERO;
  let totalPaid = ZERO;
  const rows: PayoffRow[] = [];
  for (let month = 1; month <= maxMonths && principal.plus(interestOwed).gt(0); month += 1) {
    const owed = principal.plus(interestOwed);
    const interest = cents(principal.times(rules.rate(month)));
    const due = owed.plus(interest);
    const offered = cents(rules.payment(month, owed, interest));
    const paid = offered.lt(0) ? ZERO : atMost(offered, due);
    // Payments go to interest first; capitalized interest a payment leaves over joins the principal.
    const toInterest = capitalizes ? interest : atMost(paid, interestOwed.plus(interest));
    interestOwed = capitalizes ? ZERO : interestOwed.plus(interest).minus(toInterest);
    principal = principal.minus(paid.minus(toInterest));
    totalInterest = totalInterest.plus(interest);
    totalPaid = totalPaid.plus(paid);
    rows.push({
      month,
      payment: paid.toNumber(),
      interest: interest.toNumber(),
      principal: paid.minus(toInterest).toNumber(),
      balance: principal.plus(interestOwed).toNumber(),
    });
  }
  return {
    rows,
    months: rows.length,
    totalInterest: totalInterest.toNumber(),
    totalPaid: totalPaid.toNumber(),
    paidOff: principal.plus(interestOwed).lte(0),
  };
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
