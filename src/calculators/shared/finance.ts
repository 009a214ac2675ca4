import Big from 'big.js';

/*
 * Money arithmetic shared by the loan, mortgage and savings calculators, in exact decimals
 * (big.js) so sums of cents do not drift. Rates are annual percentages (6.5 means 6.5 %).
 */

/** Rounded to the cent, half up, as a statement shows money. */
export const cents = (value: Big) => value.round(2, Big.roundHalfUp);
const min = (a: Big, b: Big) => (a.lt(b) ? a : b);
const max = (a: Big, b: Big) => (a.gt(b) ? a : b);

/**
 * (1 + r)^n as a growth factor. It is computed in floating point (about 16 significant digits):
 * the factor is irrational for most rates anyway, and big.js raises to whole powers without
 * rounding, so its digits would grow with n. Amounts, interest and cents stay in big.js.
 */
function growth(rate: Big, periods: number): Big {
  return new Big(Math.pow(1 + rate.toNumber(), periods));
}

/** The level payment that repays `principal` over `periods` at `ratePerPeriod` (a fraction). */
export function levelPayment(principal: Big | number, ratePerPeriod: Big | number, periods: number): Big {
  const p = new Big(principal);
  const r = new Big(ratePerPeriod);
  if (periods <= 0) return new Big(0);
  const factor = growth(r, periods);
  // A rate too small to change the balance at this precision behaves as 0 %.
  if (r.eq(0) || factor.minus(1).eq(0)) return p.div(periods);
  return p.times(r).times(factor).div(factor.minus(1));
}

/** Monthly rate as a fraction from an annual percentage rate compounded monthly. */
export function monthlyRate(annualPercent: number): Big {
  return new Big(annualPercent).div(100).div(12);
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
  const extra = cents(new Big(extraMonthly));
  let balance = new Big(principal);
  let totalInterest = new Big(0);
  let totalPaid = new Big(0);
  const rows: AmortizationRow[] = [];
  for (let month = 1; month <= months && balance.gt(0); month += 1) {
    const interest = cents(balance.times(rate));
    // Never repay more than is owed; the last scheduled month also clears rounding leftovers.
    const principalPart = month === months ? balance : min(balance, max(new Big(0), payment.minus(interest)));
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
 * How many end-of-period contributions are made within `years`: only periods that end inside
 * the term bring a deposit (18 months of yearly deposits is one). The allowance absorbs float
 * error in a term given in months (7 ÷ 12 × 12).
 */
export function contributionsMade(years: number, contributionsPerYear: number): number {
  return Math.floor(years * contributionsPerYear + 1e-9);
}

/**
 * Future value of a present sum plus equal contributions at the end of each contribution
 * period, with interest compounded `compoundsPerYear` times a year. A term that ends part-way
 * through a period grows everything over that part period at the compounding rate.
 */
export function futureValue(options: {
  principal: number;
  annualPercent: number;
  years: number;
  compoundsPerYear: number;
  contribution: number;
  contributionsPerYear: number;
}): Big {
  const { principal, annualPercent, years, compoundsPerYear, contribution, contributionsPerYear } = options;
  const nominal = new Big(annualPercent).div(100);
  const periodic = nominal.div(compoundsPerYear);
  const grownPrincipal = growth(periodic, compoundsPerYear * years).times(principal);
  const count = contributionsMade(years, contributionsPerYear);
  if (contribution === 0 || count === 0) return grownPrincipal;
  const compoundsPerContribution = compoundsPerYear / contributionsPerYear;
  // The rate per contribution period that matches the compounding (equal to the periodic rate
  // when both happen equally often).
  const perContribution = growth(periodic, compoundsPerContribution).minus(1);
  const atLastDeposit = perContribution.eq(0)
    ? new Big(contribution).times(count)
    : growth(perContribution, count).minus(1).div(perContribution).times(contribution);
  // Clamped because float error can leave a remainder a hair below 0 when none is left.
  const periodsAfter = Math.max(0, compoundsPerYear * years - count * compoundsPerContribution);
  return grownPrincipal.plus(atLastDeposit.times(growth(periodic, periodsAfter)));
}

export function toCents(value: Big): number {
  return cents(value).toNumber();
}
