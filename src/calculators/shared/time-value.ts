import Big from 'big.js';
import { durationIn, type Duration, type FieldError } from '../../engine/index.ts';

/*
 * Time value of money for the savings, investment and payout calculators. Payments fall at the
 * end of each period (an ordinary annuity) or at its start (an annuity due). Rates are per
 * period, as fractions. Growth and annuity factors are floats, as in finance.ts (they are
 * irrational for most rates anyway); amounts are multiplied and summed in big.js and rounded
 * to cents only for display.
 */

export type Timing = 'end' | 'begin';

export const TIMING_CHOICES = [
  { value: 'end', label: 'End of each period (ordinary annuity)' },
  { value: 'begin', label: 'Start of each period (annuity due)' },
] as const;

export const COMPOUNDING_CHOICES = [
  { value: '1', label: 'Annually' },
  { value: '2', label: 'Semi-annually' },
  { value: '4', label: 'Quarterly' },
  { value: '12', label: 'Monthly' },
  { value: '365', label: 'Daily' },
] as const;

export const PAYMENT_FREQUENCY_CHOICES = [
  { value: '12', label: 'Monthly' },
  { value: '4', label: 'Quarterly' },
  { value: '2', label: 'Semi-annually' },
  { value: '1', label: 'Annually' },
] as const;

/** Rounded to the cent, as a number (the one rounding rule of finance.ts). */
export { toCents as cents } from './finance.ts';

/**
 * The rate per payment period that matches a nominal annual rate (APR) compounded
 * `compoundsPerYear` times a year: (1 + APR/m)^(m/p) − 1 for p payments a year.
 */
export function ratePerPeriod(annualPercent: number, compoundsPerYear: number, periodsPerYear: number): number {
  const perCompounding = annualPercent / 100 / compoundsPerYear;
  if (compoundsPerYear === periodsPerYear) return perCompounding;
  return Math.expm1((compoundsPerYear / periodsPerYear) * Math.log1p(perCompounding));
}

/** The effective annual yield (APY, in percent) of an APR compounded `compoundsPerYear` times a year. */
export function apyFromApr(annualPercent: number, compoundsPerYear: number): number {
  return Math.expm1(compoundsPerYear * Math.log1p(annualPercent / 100 / compoundsPerYear)) * 100;
}

/** The rate per period that compounds to an APY (in percent) over a year of `periodsPerYear` periods. */
export function rateFromApy(apyPercent: number, periodsPerYear: number): number {
  return Math.expm1(Math.log1p(apyPercent / 100) / periodsPerYear);
}

/** (1 + rate)^periods. */
export function growthFactor(rate: number, periods: number): number {
  return Math.exp(periods * Math.log1p(rate));
}

/** What 1 paid each period is worth after the last period: ((1 + i)^n − 1) ÷ i, times (1 + i) when paid at the start. */
export function annuityFutureFactor(rate: number, periods: number, timing: Timing): number {
  if (periods <= 0) return 0;
  // expm1 keeps the digits that (1 + i)^n − 1 would lose for small rates.
  const base = rate === 0 ? periods : Math.expm1(periods * Math.log1p(rate)) / rate;
  return timing === 'begin' ? base * (1 + rate) : base;
}

/** What 1 paid each period is worth today: (1 − (1 + i)^−n) ÷ i, times (1 + i) when paid at the start. */
export function annuityPresentFactor(rate: number, periods: number, timing: Timing): number {
  if (periods <= 0) return 0;
  const base = rate === 0 ? periods : -Math.expm1(-periods * Math.log1p(rate)) / rate;
  return timing === 'begin' ? base * (1 + rate) : base;
}

/** A lump sum plus a level payment each period, grown for `periods` periods. */
export function futureValueOf(
  presentAmount: number,
  payment: number,
  rate: number,
  periods: number,
  timing: Timing,
): { total: Big; fromLumpSum: Big; fromPayments: Big } {
  const fromLumpSum = new Big(presentAmount).times(growthFactor(rate, periods));
  const fromPayments = new Big(payment).times(annuityFutureFactor(rate, periods, timing));
  return { total: fromLumpSum.plus(fromPayments), fromLumpSum, fromPayments };
}

/** The level payment each period that draws `balance` down to zero in `periods` payments. */
export function payoutPayment(balance: number, rate: number, periods: number, timing: Timing): Big {
  const factor = annuityPresentFactor(rate, periods, timing);
  return factor > 0 ? new Big(balance).div(factor) : new Big(0);
}

/**
 * The level deposit each period that grows `start` to `goal` in `periods` periods (a sinking
 * fund); zero when the start alone gets there.
 */
export function depositForGoal(goal: number, start: number, rate: number, periods: number, timing: Timing): Big {
  const factor = annuityFutureFactor(rate, periods, timing);
  if (factor <= 0) return new Big(0);
  const shortfall = new Big(goal).minus(new Big(start).times(growthFactor(rate, periods)));
  return shortfall.gt(0) ? shortfall.div(factor) : new Big(0);
}

/**
 * How many periods (fractional) deposits need to grow `start` to `goal`:
 * (1 + i)^n = (goal·i + D·k) ÷ (start·i + D·k) with k = 1 + i for deposits at the start.
 * Infinity when the goal is never reached (nothing goes in and nothing grows).
 */
export function periodsToReach(goal: number, start: number, deposit: number, rate: number, timing: Timing): number {
  if (goal <= start) return 0;
  const perDeposit = deposit * (timing === 'begin' ? 1 + rate : 1);
  if (rate === 0) return deposit > 0 ? (goal - start) / deposit : Infinity;
  const base = start * rate + perDeposit;
  if (base <= 0) return Infinity;
  return Math.log1p(((goal - start) * rate) / base) / Math.log1p(rate);
}

/**
 * How many periods (fractional) a balance lasts when `payment` is drawn each period:
 * n = −ln(1 − B·i ÷ (W·k)) ÷ ln(1 + i) with k = 1 + i for payments at the start.
 * Infinity when the interest alone covers the payment.
 */
export function periodsToDeplete(balance: number, payment: number, rate: number, timing: Timing): number {
  if (balance <= 0) return 0;
  if (payment <= 0) return Infinity;
  if (rate === 0) return balance / payment;
  const ratio = (balance * rate) / (payment * (timing === 'begin' ? 1 + rate : 1));
  if (ratio >= 1) return Infinity;
  return -Math.log1p(-ratio) / Math.log1p(rate);
}

export interface DrawdownRow {
  period: number;
  payment: number;
  interest: number;
  balance: number;
}

export interface Drawdown {
  rows: DrawdownRow[];
  totalPaid: number;
  totalInterest: number;
  /** What is left after the last period (zero when the money ran out). */
  remaining: number;
}

/**
 * Pays `payment` out of a balance each period, as an insurer or a bank keeps it: interest is
 * credited each period on what is left, rounded to the cent; a payment at the start of a period
 * leaves before that period's interest, one at the end after it. Stops when the money runs out
 * (the last payment is what is left) or after `periods` payments; with `clearAtEnd` the last of
 * those is whatever clears the balance, absorbing the cents a rounded level payment leaves.
 */
export function drawdown(options: {
  balance: number;
  payment: number;
  rate: number;
  periods: number;
  timing: Timing;
  clearAtEnd?: boolean;
}): Drawdown {
  const { rate, periods, timing, clearAtEnd = false } = options;
  const level = new Big(options.payment).round(2, Big.roundHalfUp);
  let balance = new Big(options.balance).round(2, Big.roundHalfUp);
  let totalPaid = new Big(0);
  let totalInterest = new Big(0);
  const rows: DrawdownRow[] = [];
  const payOut = (period: number) => {
    const paid = (clearAtEnd && period === periods) || level.gt(balance) ? balance : level;
    balance = balance.minus(paid);
    totalPaid = totalPaid.plus(paid);
    return paid;
  };
  const credit = () => {
    const interest = balance.times(rate).round(2, Big.roundHalfUp);
    balance = balance.plus(interest);
    totalInterest = totalInterest.plus(interest);
    return interest;
  };
  for (let period = 1; period <= periods && balance.gt(0); period += 1) {
    let paid: Big;
    let interest: Big;
    if (timing === 'begin') {
      paid = payOut(period);
      interest = credit();
    } else {
      interest = credit();
      paid = payOut(period);
    }
    rows.push({ period, payment: paid.toNumber(), interest: interest.toNumber(), balance: balance.toNumber() });
  }
  return {
    rows,
    totalPaid: totalPaid.toNumber(),
    totalInterest: totalInterest.toNumber(),
    remaining: balance.toNumber(),
  };
}

/** The number of payments in a term, and a message when the term is not a whole number of them. */
export function paymentsInTerm(term: Duration, periodsPerYear: number): number {
  return Math.round(durationIn(term, 'month') * periodsPerYear * 1e6) / 12e6;
}

export function wholePaymentsRule(field: string, term: Duration, periodsPerYear: number): FieldError[] {
  const count = paymentsInTerm(term, periodsPerYear);
  if (count < 1) return [{ field, message: 'Make the term at least one payment period long.' }];
  return Number.isInteger(Math.round(count * 1e6) / 1e6)
    ? []
    : [{ field, message: 'Use a term that is a whole number of payment periods (for example whole quarters).' }];
}

/** Year marks for a yearly table: 1, 2, … and the final part year if the term ends mid-year. */
export function yearMarks(totalYears: number): number[] {
  const marks = Array.from({ length: Math.floor(totalYears + 1e-9) }, (_, index) => index + 1);
  if (marks.at(-1) !== totalYears && totalYears > 0) marks.push(totalYears);
  return marks;
}
