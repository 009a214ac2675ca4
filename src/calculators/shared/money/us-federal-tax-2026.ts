import Big from 'big.js';
import table from 'dated-table:us-federal-tax-2026';
import { cents } from './cents.ts';
import type { UsFederalTaxTable } from './us-federal-tax-2026.schema.ts';

/*
 * US federal income tax and payroll tax figures for tax year 2026, from
 * content/data/us-federal-tax-2026.yaml (every figure and its source are there), and the 401(k)
 * deferral limits from content/data/us-retirement-limits-2026.yaml.
 */
export const usFederalTaxTable = table as UsFederalTaxTable;

export const TAX_YEAR = usFederalTaxTable.taxYear;

export type FilingStatus = 'single' | 'married-joint' | 'head-of-household';

export const FILING_STATUSES = [
  { value: 'single', label: 'Single' },
  { value: 'married-joint', label: 'Married filing jointly' },
  { value: 'head-of-household', label: 'Head of household' },
] as const satisfies readonly { value: FilingStatus; label: string }[];

/** Basic standard deduction. */
export const STANDARD_DEDUCTION: Readonly<Record<FilingStatus, number>> = usFederalTaxTable.standardDeduction;

interface Bracket {
  /** Upper end of the band of taxable income (the last band has none). */
  upTo: number;
  /** Marginal rate in percent. */
  rate: number;
}

const schedule = (status: FilingStatus): readonly Bracket[] =>
  usFederalTaxTable.brackets[status].map(({ upTo, rate }) => ({ upTo: upTo ?? Infinity, rate }));

export const TAX_BRACKETS: Readonly<Record<FilingStatus, readonly Bracket[]>> = {
  single: schedule('single'),
  'married-joint': schedule('married-joint'),
  'head-of-household': schedule('head-of-household'),
};

export const SOCIAL_SECURITY_RATE = usFederalTaxTable.socialSecurity.rate;
export const SOCIAL_SECURITY_WAGE_BASE = usFederalTaxTable.socialSecurity.wageBase;
export const MEDICARE_RATE = usFederalTaxTable.medicare.rate;
export const ADDITIONAL_MEDICARE_RATE = usFederalTaxTable.medicare.additionalRate;
export const ADDITIONAL_MEDICARE_THRESHOLD: Readonly<Record<FilingStatus, number>> =
  usFederalTaxTable.medicare.additionalThreshold;

/** Federal income tax on taxable income by the rate schedule (exact to the cent). */
export function federalIncomeTax(taxableIncome: number, status: FilingStatus): Big {
  let tax = new Big(0);
  let lower = 0;
  for (const { upTo, rate } of TAX_BRACKETS[status]) {
    if (taxableIncome <= lower) break;
    const top = Math.min(taxableIncome, upTo);
    tax = tax.plus(new Big(top).minus(lower).times(rate).div(100));
    lower = upTo;
  }
  return cents(tax);
}

/** The rate on the next dollar of taxable income (0 while income is covered by deductions). */
export function marginalRate(taxableIncome: number, status: FilingStatus): number {
  if (taxableIncome <= 0) return 0;
  return TAX_BRACKETS[status].find((bracket) => taxableIncome < bracket.upTo)?.rate ?? 37;
}

/** Employee Social Security and Medicare on a year's FICA wages (one employer). */
export function payrollTaxes(ficaWages: number, status: FilingStatus): { socialSecurity: Big; medicare: Big } {
  const wages = new Big(Math.max(0, ficaWages));
  const capped = wages.gt(SOCIAL_SECURITY_WAGE_BASE) ? new Big(SOCIAL_SECURITY_WAGE_BASE) : wages;
  const above = wages.minus(ADDITIONAL_MEDICARE_THRESHOLD[status]);
  const additional = above.gt(0) ? above.times(ADDITIONAL_MEDICARE_RATE).div(100) : new Big(0);
  return {
    socialSecurity: cents(capped.times(SOCIAL_SECURITY_RATE).div(100)),
    medicare: cents(wages.times(MEDICARE_RATE).div(100).plus(additional)),
  };
}
