import Big from 'big.js';

/*
 * US federal income tax figures for individuals, for estimating the tax on a capital gain.
 * Source of every number: the IRS revenue procedure for that tax year (inflation-adjusted
 * items), section "Tax Rate Tables" (ordinary brackets) and "Maximum Capital Gains Rate"
 * (the 0 %/15 % breakpoints of § 1(h)). NIIT thresholds are fixed in § 1411 and not indexed.
 * An editor adds a year by adding an entry to TAX_YEARS with its revenue procedure.
 */

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

const TAX_2025: TaxYear = {
  year: 2025,
  source: 'Rev. Proc. 2024-40',
  ordinary: {
    single: [11_925, 48_475, 103_350, 197_300, 250_525, 626_350],
    joint: [23_850, 96_950, 206_700, 394_600, 501_050, 751_600],
    separate: [11_925, 48_475, 103_350, 197_300, 250_525, 375_800],
    head: [17_000, 64_850, 103_350, 197_300, 250_500, 626_350],
  },
  capitalGains: {
    single: [48_350, 533_400],
    joint: [96_700, 600_050],
    separate: [48_350, 300_000],
    head: [64_750, 566_700],
  },
};

const TAX_2026: TaxYear = {
  year: 2026,
  source: 'Rev. Proc. 2025-32',
  ordinary: {
    single: [12_400, 50_400, 105_700, 201_775, 256_225, 640_600],
    joint: [24_800, 100_800, 211_400, 403_550, 512_450, 768_700],
    separate: [12_400, 50_400, 105_700, 201_775, 256_225, 384_350],
    head: [17_700, 67_450, 105_700, 201_750, 256_200, 640_600],
  },
  capitalGains: {
    single: [49_450, 545_500],
    joint: [98_900, 613_700],
    separate: [49_450, 306_850],
    head: [66_200, 579_600],
  },
};

export const TAX_YEARS: readonly TaxYear[] = [TAX_2025, TAX_2026];
export const FIRST_TAX_YEAR = TAX_2025.year;
export const LAST_TAX_YEAR = TAX_2026.year;

/** Net investment income tax: 3.8 % above these modified AGI amounts (26 U.S.C. § 1411). */
export const NIIT_RATE = 3.8;
export const NIIT_THRESHOLDS: Record<FilingStatus, number> = {
  single: 200_000,
  joint: 250_000,
  separate: 125_000,
  head: 200_000,
};

/** Net capital loss deductible against other income in a year (26 U.S.C. § 1211(b)). */
export const CAPITAL_LOSS_LIMIT: Record<FilingStatus, number> = {
  single: 3000,
  joint: 3000,
  separate: 1500,
  head: 3000,
};

/** The figures for a tax year; a year without its own entry uses the latest one. */
export function taxYear(year: number): TaxYear {
  return TAX_YEARS.find((entry) => entry.year === year) ?? TAX_2026;
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
