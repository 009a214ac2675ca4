import Big from 'big.js';
import { powerGrowth } from './loan-schedule.ts';

/*
 * Compound growth: rates per period from an APR, APR ↔ APY, growth factors, and the future
 * value of a deposit plus regular contributions. Rates here are fractions (0.05 for 5 %) unless
 * a name says percent. Growth factors are floats (irrational for most rates anyway); amounts
 * of money are multiplied and summed in big.js.
 */

export const COMPOUNDING_CHOICES = [
  { value: '1', label: 'Annually' },
  { value: '2', label: 'Semi-annually' },
  { value: '4', label: 'Quarterly' },
  { value: '12', label: 'Monthly' },
  { value: '365', label: 'Daily' },
] as const;

/** (1 + rate)^periods. */
export function growthFactor(rate: number, periods: number): number {
  return Math.exp(periods * Math.log1p(rate));
}

/**
 * The rate per payment period that matches a nominal annual rate (APR, in percent) compounded
 * `compoundsPerYear` times a year: (1 + APR/m)^(m/p) − 1 for p payments a year.
 */
export function ratePerPeriod(annualPercent: number, compoundsPerYear: number, periodsPerYear: number): number {
  const perCompounding = annualPercent / 100 / compoundsPerYear;
  if (compoundsPerYear === periodsPerYear) return perCompounding;
  return Math.expm1((compoundsPerYear / periodsPerYear) * Math.log1p(perCompounding));
}

/** APY from APR compounded `n` times a year: (1 + APR/n)^n − 1. */
export function apyFromApr(apr: number, n: number): number {
  return Math.expm1(n * Math.log1p(apr / n));
}

/** APR compounded `n` times a year that gives `apy`: n × ((1 + APY)^(1/n) − 1). */
export function aprFromApy(apy: number, n: number): number {
  return n * Math.expm1(Math.log1p(apy) / n);
}

/** APY with continuous compounding: e^APR − 1. */
export const apyContinuous = (apr: number): number => Math.expm1(apr);

/** APR with continuous compounding that gives `apy`: ln(1 + APY). */
export const aprContinuous = (apy: number): number => Math.log1p(apy);

/** The rate per period that compounds to an APY (in percent) over a year of `periodsPerYear` periods. */
export function rateFromApy(apyPercent: number, periodsPerYear: number): number {
  return Math.expm1(Math.log1p(apyPercent / 100) / periodsPerYear);
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
 * period, with interest (an annual percentage) compounded `compoundsPerYear` times a year. A
 * term that ends part-way through a period grows everything over that part period at the
 * compounding rate.
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
  const grownPrincipal = powerGrowth(periodic, compoundsPerYear * years).times(principal);
  const count = contributionsMade(years, contributionsPerYear);
  if (contribution === 0 || count === 0) return grownPrincipal;
  const compoundsPerContribution = compoundsPerYear / contributionsPerYear;
  // The rate per contribution period that matches the compounding (equal to the periodic rate
  // when both happen equally often).
  const perContribution = powerGrowth(periodic, compoundsPerContribution).minus(1);
  const atLastDeposit = perContribution.eq(0)
    ? new Big(contribution).times(count)
    : powerGrowth(perContribution, count).minus(1).div(perContribution).times(contribution);
  // Clamped because float error can leave a remainder a hair below 0 when none is left.
  const periodsAfter = Math.max(0, compoundsPerYear * years - count * compoundsPerContribution);
  return grownPrincipal.plus(atLastDeposit.times(powerGrowth(periodic, periodsAfter)));
}
