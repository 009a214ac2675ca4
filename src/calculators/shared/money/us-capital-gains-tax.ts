import Big from 'big.js';
import table from 'dated-table:us-capital-gains-tax';
import type { UsCapitalGainsTaxTable } from './us-capital-gains-tax.schema.ts';

/*
 * US federal income tax figures for individuals, for estimating the tax on a capital gain, from
 * content/data/us-capital-gains-tax.yaml: per tax year, the ordinary brackets and the 0 %/15 %
 * breakpoints of § 1(h) from that year's IRS revenue procedure; NIIT thresholds (§ 1411) and the
 * capital loss limit (§ 1211(b)), which are not indexed.
 */
export const usCapitalGainsTaxTable = table as UsCapitalGainsTaxTable;

export type FilingStatus = 'single' | 'joint' | 'separate' | 'head';

export const FILING_STATUSES = [
  { value: 'single', label: 'Single' },
  { value: 'joint', label: 'Married filing jointly (or qualifying surviving spouse)' },
  { value: 'separate', label: 'Married filing separately' },
  { value: 'head', label: 'Head of household' },
] as const;

/** Upper edges of the 10, 12, 22, 24, 32 and 35 % brackets; income above the last is taxed at 37 %. */
type Brackets = readonly [number, number, number, number, number, number];

export interface TaxYear {
  year: number;
  source: string;
  ordinary: Record<FilingStatus, Brackets>;
  /** Taxable income up to which long-term gains are taxed at 0 %, then up to which at 15 %. */
  capitalGains: Record<FilingStatus, readonly [number, number]>;
}

const ORDINARY_RATES = [10, 12, 22, 24, 32, 35, 37] as const;

export const TAX_YEARS: readonly TaxYear[] = usCapitalGainsTaxTable.years.map((entry) => ({
  year: entry.year,
  source: entry.revenueProcedure,
  ordinary: entry.ordinary,
  capitalGains: entry.capitalGains,
}));
const LATEST = TAX_YEARS[TAX_YEARS.length - 1] as TaxYear;
export const FIRST_TAX_YEAR = (TAX_YEARS[0] as TaxYear).year;
export const LAST_TAX_YEAR = LATEST.year;

/** Net investment income tax: 3.8 % above these modified AGI amounts (26 U.S.C. § 1411). */
export const NIIT_RATE = usCapitalGainsTaxTable.niit.rate;
export const NIIT_THRESHOLDS: Record<FilingStatus, number> = usCapitalGainsTaxTable.niit.thresholds;

/** Net capital loss deductible against other income in a year (26 U.S.C. § 1211(b)). */
export const CAPITAL_LOSS_LIMIT: Record<FilingStatus, number> = usCapitalGainsTaxTable.capitalLossLimit;

/** The figures for a tax year; a year without its own entry uses the latest one. */
export function taxYear(year: number): TaxYear {
  return TAX_YEARS.find((entry) => entry.year === year) ?? LATEST;
}

/** The part of [from, to) that falls inside [low, high); `high` may be Infinity (the top band). */
function overlap(from: Big, to: Big, low: number, high: number): Big {
  const start = from.gt(low) ? from : new Big(low);
  const end = high === Infinity || to.lt(high) ? to : new Big(high);
  return end.gt(start) ? end.minus(start) : new Big(0);
}

export interface BandSlice {
  /** The rate in percent. */
  rate: number;
  amount: Big;
}

/** How income from `from` to `to` splits across the ordinary brackets. */
export function ordinarySlices(year: TaxYear, status: FilingStatus, from: Big, to: Big): BandSlice[] {
  const edges = year.ordinary[status];
  return ORDINARY_RATES.map((rate, index) => ({
    rate,
    amount: overlap(from, to, index === 0 ? 0 : (edges[index - 1] ?? 0), edges[index] ?? Infinity),
  })).filter((slice) => slice.amount.gt(0));
}

/** Tax on ordinary taxable income from the rate schedule (not the $50-step Tax Table). */
export function ordinaryTax(year: TaxYear, status: FilingStatus, income: Big): Big {
  return ordinarySlices(year, status, new Big(0), income).reduce(
    (total, slice) => total.plus(slice.amount.times(slice.rate).div(100)),
    new Big(0),
  );
}

/**
 * How a long-term gain stacked on top of `otherIncome` splits across the 0, 15 and 20 % bands,
 * as on the Qualified Dividends and Capital Gain Tax Worksheet.
 */
export function capitalGainSlices(year: TaxYear, status: FilingStatus, otherIncome: Big, gain: Big): BandSlice[] {
  const [zeroTop, fifteenTop] = year.capitalGains[status];
  const end = otherIncome.plus(gain);
  return [
    { rate: 0, amount: overlap(otherIncome, end, 0, zeroTop) },
    { rate: 15, amount: overlap(otherIncome, end, zeroTop, fifteenTop) },
    { rate: 20, amount: overlap(otherIncome, end, fifteenTop, Infinity) },
  ].filter((slice) => slice.amount.gt(0));
}

export function sliceTax(slices: BandSlice[]): Big {
  return slices.reduce((total, slice) => total.plus(slice.amount.times(slice.rate).div(100)), new Big(0));
}
