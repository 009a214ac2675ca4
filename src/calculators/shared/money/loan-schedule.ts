import Big from 'big.js';
import { cents } from './cents.ts';

/*
 * Month-by-month loan schedules as lenders keep them: a level payment, optionally after an
 * interest-only start, with extra principal in chosen months, stopped early for a balloon.
 * Amounts are exact decimals (big.js); each month's interest is rounded to the cent, and the
 * last scheduled payment clears whatever is left. Rates are annual percentages (6.5 means 6.5 %).
 */

const ZERO = new Big(0);
const smaller = (a: Big, b: Big) => (a.lt(b) ? a : b);
const larger = (a: Big, b: Big) => (a.gt(b) ? a : b);

/**
 * (1 + r)^n as a growth factor, in floating point (about 16 significant digits): the factor is
 * irrational for most rates anyway, and big.js raises to whole powers without rounding, so its
 * digits would grow with n. Amounts, interest and cents stay in big.js.
 */
export function powerGrowth(rate: Big, periods: number): Big {
  return new Big(Math.pow(1 + rate.toNumber(), periods));
}

/** The level payment that repays `principal` over `periods` at `ratePerPeriod` (a fraction). */
export function levelPayment(principal: Big | number, ratePerPeriod: Big | number, periods: number): Big {
  const p = new Big(principal);
  const r = new Big(ratePerPeriod);
  if (periods <= 0) return new Big(0);
  const factor = powerGrowth(r, periods);
  // A rate too small to change the balance at this precision behaves as 0 %.
  if (r.eq(0) || factor.minus(1).eq(0)) return p.div(periods);
  return p.times(r).times(factor).div(factor.minus(1));
}

/** Monthly rate as a fraction from an annual percentage rate compounded monthly. */
export function monthlyRate(annualPercent: number): Big {
  return new Big(annualPercent).div(100).div(12);
}

/** The level monthly payment, in cents, that repays `principal` over `months`. */
export function monthlyPayment(principal: number, annualPercent: number, months: number): number {
  return cents(levelPayment(principal, monthlyRate(annualPercent), months)).toNumber();
}

export interface AmortizationRow {
  month: number;
  payment: number;
  principal: number;
  interest: number;
  extra: number;
  balance: number;
}

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
  /** The level principal-and-interest payment once the loan amortizes, in cents. */
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
    // Never repay more than is owed; the last month of the term also clears rounding leftovers.
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

/** A plain level-payment schedule, with the same extra principal every month. */
export function amortize(principal: number, annualPercent: number, months: number, extraMonthly = 0): LoanPlan {
  return loanPlan({ principal, annualPercent, months, extraFor: () => extraMonthly });
}
