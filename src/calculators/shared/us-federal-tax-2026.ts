import Big from 'big.js';
import { cents } from './money/cents.ts';

/*
 * US federal income tax and payroll tax figures for tax year 2026 (wages paid in 2026, returns
 * filed in 2027). An editor updates this file once a year; every figure names its source.
 *
 * - Tax rate schedules and standard deductions: IRS Revenue Procedure 2025-32, §4.01 Tables 1–3
 *   and §4.14(1) (https://www.irs.gov/pub/irs-drop/rp-25-32.pdf), announced in IRS news release
 *   IR-2025-103 on October 9, 2025, including the One Big Beautiful Bill Act (P.L. 119-21).
 * - Social Security: 6.2 % employee rate on wages up to the $184,500 contribution and benefit
 *   base for 2026 (SSA, "2026 Social Security Changes" fact sheet).
 * - Medicare: 1.45 % on all wages, plus the 0.9 % Additional Medicare Tax on wages above
 *   $200,000 ($250,000 married filing jointly), 26 U.S.C. §3101(b); IRS Topic no. 751 and the
 *   IRS "Questions and answers for the Additional Medicare Tax". These thresholds are not indexed.
 * - 401(k) elective deferral limit $24,500; catch-up $8,000 at age 50+, $11,250 at ages 60–63
 *   (IRS Notice 2025-67, IR-2025-111).
 */

export const TAX_YEAR = 2026;

export type FilingStatus = 'single' | 'married-joint' | 'head-of-household';

export const FILING_STATUSES = [
  { value: 'single', label: 'Single' },
  { value: 'married-joint', label: 'Married filing jointly' },
  { value: 'head-of-household', label: 'Head of household' },
] as const satisfies readonly { value: FilingStatus; label: string }[];

/** Basic standard deduction, Rev. Proc. 2025-32 §4.14(1). */
export const STANDARD_DEDUCTION: Readonly<Record<FilingStatus, number>> = {
  single: 16_100,
  'married-joint': 32_200,
  'head-of-household': 24_150,
};

interface Bracket {
  /** Upper end of the band of taxable income (the last band has none). */
  upTo: number;
  /** Marginal rate in percent. */
  rate: number;
}

/** Rev. Proc. 2025-32 §4.01: Table 1 (joint), Table 2 (head of household), Table 3 (single). */
export const TAX_BRACKETS: Readonly<Record<FilingStatus, readonly Bracket[]>> = {
  single: [
    { upTo: 12_400, rate: 10 },
    { upTo: 50_400, rate: 12 },
    { upTo: 105_700, rate: 22 },
    { upTo: 201_775, rate: 24 },
    { upTo: 256_225, rate: 32 },
    { upTo: 640_600, rate: 35 },
    { upTo: Infinity, rate: 37 },
  ],
  'married-joint': [
    { upTo: 24_800, rate: 10 },
    { upTo: 100_800, rate: 12 },
    { upTo: 211_400, rate: 22 },
    { upTo: 403_550, rate: 24 },
    { upTo: 512_450, rate: 32 },
    { upTo: 768_700, rate: 35 },
    { upTo: Infinity, rate: 37 },
  ],
  'head-of-household': [
    { upTo: 17_700, rate: 10 },
    { upTo: 67_450, rate: 12 },
    { upTo: 105_700, rate: 22 },
    { upTo: 201_750, rate: 24 },
    { upTo: 256_200, rate: 32 },
    { upTo: 640_600, rate: 35 },
    { upTo: Infinity, rate: 37 },
  ],
};

export const SOCIAL_SECURITY_RATE = 6.2;
export const SOCIAL_SECURITY_WAGE_BASE = 184_500;
export const MEDICARE_RATE = 1.45;
export const ADDITIONAL_MEDICARE_RATE = 0.9;
export const ADDITIONAL_MEDICARE_THRESHOLD: Readonly<Record<FilingStatus, number>> = {
  single: 200_000,
  'married-joint': 250_000,
  'head-of-household': 200_000,
};

export const ELECTIVE_DEFERRAL_LIMIT = 24_500;
/** The deferral limit plus the largest catch-up (ages 60–63). */
export const ELECTIVE_DEFERRAL_LIMIT_WITH_CATCH_UP = 35_750;

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
