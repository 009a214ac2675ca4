import Decimal from 'decimal.js-light';

/*
 * Money arithmetic shared by the loan, mortgage and savings calculators, in exact decimals
 * (decimal.js-light, the small build of decimal.js) so sums of cents do not drift. Rates are annual percentages (6.5 means 6.5 %).
 */

const cents = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const min = (a: Decimal, b: Decimal) => (a.lessThan(b) ? a : b);
const max = (a: Decimal, b: Decimal) => (a.greaterThan(b) ? a : b);

/** The level payment that repays `principal` over `periods` at `ratePerPeriod` (a fraction). */
export function levelPayment(principal: Decimal | number, ratePerPeriod: Decimal | number, periods: number): Decimal {
  const p = new Decimal(principal);
  const r = new Decimal(ratePerPeriod);
  if (periods <= 0) return new Decimal(0);
  const growth = r.plus(1).pow(periods);
  // A rate too small to change the balance at this precision behaves as 0 %.
  if (r.isZero() || growth.minus(1).isZero()) return p.div(periods);
  return p.mul(r).mul(growth).div(growth.minus(1));
}

/** Monthly rate as a fraction from an annual percentage rate compounded monthly. */
export function monthlyRate(annualPercent: number): Decimal {
  return new Decimal(annualPercent).div(100).div(12);
}

export interface AmortizationRow {
  month: number;
  payment: number;
  principal: number;
  interest: number;
  extra: number;
  balance: number;
}

export interface Amortization {
  /** The scheduled monthly payment (principal and interest), in cents. */
  payment: number;
  rows: AmortizationRow[];
  totalInterest: number;
  totalPaid: number;
  months: number;
}

/**
 * A month-by-month schedule as a lender keeps it: each month's interest is rounded to cents,
 * the rest of the payment (plus any extra) reduces the balance, and the last payment is
 * whatever clears it.
 */
export function amortize(principal: number, annualPercent: number, months: number, extraMonthly = 0): Amortization {
  const rate = monthlyRate(annualPercent);
  const payment = cents(levelPayment(principal, rate, months));
  const extra = cents(new Decimal(extraMonthly));
  let balance = new Decimal(principal);
  let totalInterest = new Decimal(0);
  let totalPaid = new Decimal(0);
  const rows: AmortizationRow[] = [];
  for (let month = 1; month <= months && balance.greaterThan(0); month += 1) {
    const interest = cents(balance.mul(rate));
    // Never repay more than is owed; the last scheduled month also clears rounding leftovers.
    const principalPart = month === months ? balance : min(balance, max(new Decimal(0), payment.minus(interest)));
    const extraPart = min(extra, balance.minus(principalPart));
    balance = balance.minus(principalPart).minus(extraPart);
    const paid = interest.plus(principalPart).plus(extraPart);
    totalInterest = totalInterest.plus(interest);
    totalPaid = totalPaid.plus(paid);
    rows.push({
      month,
      payment: paid.toNumber(),
      principal: principalPart.toNumber(),
      interest: interest.toNumber(),
      extra: extraPart.toNumber(),
      balance: balance.toNumber(),
    });
  }
  return {
    payment: payment.toNumber(),
    rows,
    totalInterest: totalInterest.toNumber(),
    totalPaid: totalPaid.toNumber(),
    months: rows.length,
  };
}

/**
 * Future value of a present sum plus equal contributions at the end of each contribution
 * period, with interest compounded `compoundsPerYear` times a year.
 */
export function futureValue(options: {
  principal: number;
  annualPercent: number;
  years: number;
  compoundsPerYear: number;
  contribution: number;
  contributionsPerYear: number;
}): Decimal {
  const { principal, annualPercent, years, compoundsPerYear, contribution, contributionsPerYear } = options;
  const nominal = new Decimal(annualPercent).div(100);
  const periodic = nominal.div(compoundsPerYear);
  const grownPrincipal = periodic.plus(1).pow(new Decimal(compoundsPerYear).mul(years)).mul(principal);
  if (contribution === 0 || contributionsPerYear === 0) return grownPrincipal;
  // The rate per contribution period that matches the compounding (equal to the periodic rate
  // when both happen equally often).
  const perContribution = periodic.plus(1).pow(new Decimal(compoundsPerYear).div(contributionsPerYear)).minus(1);
  const count = new Decimal(contributionsPerYear).mul(years);
  const annuity = perContribution.isZero()
    ? count.mul(contribution)
    : perContribution.plus(1).pow(count).minus(1).div(perContribution).mul(contribution);
  return grownPrincipal.plus(annuity);
}

export function toCents(value: Decimal): number {
  return cents(value).toNumber();
}
