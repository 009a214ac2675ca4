import Big from 'big.js';
import { cents, levelPayment, monthlyRate, type AmortizationRow } from './finance.ts';

/*
 * Month-by-month loan plans for the mortgage calculators: a level payment, optionally after
 * an interest-only start, with extra principal in chosen months, stopped early for a balloon.
 * Amounts are exact decimals (big.js); each month's interest is rounded to the cent as
 * lenders do, and the last scheduled payment clears whatever is left.
 */

const ZERO = new Big(0);
const smaller = (a: Big, b: Big) => (a.lt(b) ? a : b);
const larger = (a: Big, b: Big) => (a.gt(b) ? a : b);

export interface LoanTerms {
  principal: number;
  annualPercent: number;
  /** Months over which the loan is repaid (the amortization term). */
  months: number;
  /** Leading months in which only the interest is due. */
  interestOnlyMonths?: number;
  /** Payments made before the rest falls due at once (a balloon); all of them by default. */
  paymentsMade?: number;
  /** Extra principal paid together with a month's payment. */
  extraFor?: (month: number) => number;
}

export interface LoanPlan {
  /** The level principal-and-interest payment once the loan amortizes. */
  payment: number;
  /** The payment while only interest is due: a month's interest on the whole amount. */
  interestOnlyPayment: number;
  rows: AmortizationRow[];
  totalInterest: number;
  /** Every payment in the rows, extras included (not a balloon still owed). */
  totalPaid: number;
  /** Still owed after the last row: the balloon when the loan stops early, otherwise 0. */
  remaining: number;
  /** Number of payments made. */
  months: number;
}

export function loanPlan(terms: LoanTerms): LoanPlan {
  const { principal, annualPercent, months, interestOnlyMonths = 0, paymentsMade = months, extraFor } = terms;
  const rate = monthlyRate(annualPercent);
  const payment = cents(levelPayment(principal, rate, months - interestOnlyMonths));
  const interestOnlyPayment = cents(new Big(principal).times(rate));
  let balance = new Big(principal);
  let totalInterest = ZERO;
  let totalPaid = ZERO;
  const rows: AmortizationRow[] = [];
  for (let month = 1; month <= paymentsMade && balance.gt(0); month += 1) {
    const interest = cents(balance.times(rate));
    // The last month of the term also clears the cents that rounding left behind.
    const scheduled =
      month <= interestOnlyMonths
        ? ZERO
        : month === months
          ? balance
          : smaller(balance, larger(ZERO, payment.minus(interest)));
    const wanted = extraFor ? cents(new Big(Math.max(0, extraFor(month)))) : ZERO;
    const extra = smaller(wanted, balance.minus(scheduled));
    balance = balance.minus(scheduled).minus(extra);
    const paid = interest.plus(scheduled).plus(extra);
    totalInterest = totalInterest.plus(interest);
    totalPaid = totalPaid.plus(paid);
    rows.push({
      month,
      payment: paid.toNumber(),
      principal: scheduled.toNumber(),
      interest: interest.toNumber(),
      extra: extra.toNumber(),
      balance: balance.toNumber(),
    });
  }
  return {
    payment: payment.toNumber(),
    interestOnlyPayment: interestOnlyPayment.toNumber(),
    rows,
    totalInterest: totalInterest.toNumber(),
    totalPaid: totalPaid.toNumber(),
    remaining: balance.toNumber(),
    months: rows.length,
  };
}

/** The level monthly payment, in cents, that repays `principal` over `months`. */
export function monthlyPayment(principal: number, annualPercent: number, months: number): number {
  return cents(levelPayment(principal, monthlyRate(annualPercent), months)).toNumber();
}

/** Cents from a float sum of cent amounts (a difference of two totals, say). */
export function roundCents(value: number): number {
  return cents(new Big(value)).toNumber();
}

/** A chart series of the balance at the start (year 0) and after every 12th payment and the last. */
export function balanceByYear(principal: number, rows: readonly AmortizationRow[]): { x: number; y: number }[] {
  const points = [{ x: 0, y: principal }];
  for (const row of rows) {
    if (endsAYear(row, rows.length)) points.push({ x: Math.ceil(row.month / 12), y: row.balance });
  }
  return points;
}

/** A chart series of the interest paid so far, at the same points as balanceByYear so the two line up. */
export function interestByYear(rows: readonly AmortizationRow[]): { x: number; y: number }[] {
  const points = [{ x: 0, y: 0 }];
  let paid = new Big(0);
  for (const row of rows) {
    paid = paid.plus(row.interest);
    if (endsAYear(row, rows.length)) points.push({ x: Math.ceil(row.month / 12), y: paid.toNumber() });
  }
  return points;
}

/** Chart points fall after every 12th payment and the last. */
const endsAYear = (row: AmortizationRow, count: number) => row.month % 12 === 0 || row.month === count;

/** Private mortgage insurance for a month, as a yearly percentage of the amount borrowed. */
export function monthlyPmi(loanAmount: number, yearlyPercent: number): number {
  return cents(new Big(loanAmount).times(yearlyPercent).div(1200)).toNumber();
}

/**
 * Conventional loans carry PMI while the loan is more than 80 % of the home's value, that
 * is with less than 20 % down.
 */
export const needsPmi = (loanAmount: number, homeValue: number) =>
  new Big(loanAmount).gt(new Big(homeValue).times(0.8));

/**
 * The YYYY-MM-DD date `count` months after `iso`, keeping the day of the month where it
 * exists and using the month's last day where it does not (31 January + 1 month = 28 or 29
 * February), as payment due dates do.
 */
export function addMonthsToDate(iso: string, count: number): string {
  const [year = 2000, month = 1, day = 1] = iso.split('-').map(Number);
  const index = year * 12 + (month - 1) + count;
  const newYear = Math.floor(index / 12);
  const newMonth = index - newYear * 12 + 1;
  // Day 0 of the following month is the month's last day (the date fields start in 1900, so
  // Date.UTC's reading of years 0–99 as 1900–1999 never applies).
  const lastDay = new Date(Date.UTC(newYear, newMonth, 0)).getUTCDate();
  const newDay = Math.min(day, lastDay);
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(newYear, 4)}-${pad(newMonth, 2)}-${pad(newDay, 2)}`;
}
