/*
 * APR and APY for staking and lending rewards. Rates are fractions here (0.05 for 5 %).
 * APR is the nominal yearly rate: the rate per compounding period times the periods in a year.
 * APY is what a year of compounding at that periodic rate actually earns.
 * Growth factors are floating point (see the note in finance.ts); amounts of money stay in big.js.
 */

/** Compounding choices offered by the staking and APR/APY calculators: periods per year. */
export const COMPOUNDING_OPTIONS = [
  { value: '365', label: 'Daily (365 times a year)' },
  { value: '52', label: 'Weekly (52 times a year)' },
  { value: '12', label: 'Monthly (12 times a year)' },
  { value: '4', label: 'Quarterly (4 times a year)' },
  { value: '1', label: 'Yearly (once a year)' },
  { value: 'custom', label: 'Custom: per epoch or other period' },
] as const;

/** Periods per year for a compounding choice; `custom` uses the visitor's own count. */
export function periodsPerYear(choice: string, custom: number): number {
  return choice === 'custom' ? custom : Number(choice);
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
