import Big from 'big.js';
import { date, defineCalculator, money, out, select } from '../../engine/index.ts';
import { toCents } from '../shared/money/cents.ts';
import {
  CAPITAL_LOSS_LIMIT,
  FILING_STATUSES,
  FIRST_TAX_YEAR,
  LAST_TAX_YEAR,
  NIIT_RATE,
  NIIT_THRESHOLDS,
  capitalGainSlices,
  ordinarySlices,
  ordinaryTax,
  sliceTax,
  taxYear,
  type BandSlice,
  usCapitalGainsTaxTable,
} from '../shared/money/us-capital-gains-tax.ts';

const AMOUNT = { min: 0, max: 10_000_000_000 } as const;
const DAY_MS = 86_400_000;

const utc = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));

/**
 * Long-term means held more than one year, counted from the day after purchase (IRS Pub. 550):
 * sold after the same date a year later. A 29 February purchase reaches its anniversary on
 * 28 February, so it is long-term from 1 March.
 */
function isLongTerm(acquired: string, sold: string): boolean {
  const year = Number(acquired.slice(0, 4)) + 1;
  const monthDay = acquired.slice(5) === '02-29' ? '02-28' : acquired.slice(5);
  return sold > `${String(year).padStart(4, '0')}-${monthDay}`;
}

export default defineCalculator({
  datedTables: [usCapitalGainsTaxTable],
  inputs: {
    proceeds: money({
      label: 'Sale proceeds',
      help: 'In US dollars: what you received, minus selling fees.',
      currency: 'USD',
      default: 25_000,
      ...AMOUNT,
    }),
    basis: money({ label: 'Cost basis', help: 'What you paid, plus buying fees.', default: 10_000, ...AMOUNT }),
    acquired: date({ label: 'Date bought', default: '2025-01-15', min: '2009-01-03', max: `${LAST_TAX_YEAR}-12-31` }),
    sold: date({
      label: 'Date sold',
      help: `Sales in ${FIRST_TAX_YEAR}–${LAST_TAX_YEAR}, the tax years with IRS figures here.`,
      default: '2026-03-10',
      min: `${FIRST_TAX_YEAR}-01-01`,
      max: `${LAST_TAX_YEAR}-12-31`,
    }),
    status: select({ label: 'Filing status', options: FILING_STATUSES, default: 'single' }),
    otherIncome: money({
      label: 'Other taxable income for the year',
      help: 'Taxable income without this sale: wages and other income minus your deductions.',
      default: 75_000,
      ...AMOUNT,
    }),
  },
  outputs: {
    tax: out.money({ label: 'Estimated federal tax on this sale', primary: true }),
    term: out.text({ label: 'Holding period' }),
    gain: out.money({ label: 'Capital gain (negative: loss)' }),
    effectiveRate: out.percent({ label: 'Tax as a share of the gain', decimals: 2 }),
    topRate: out.percent({ label: 'Highest rate applied to the gain', decimals: 0 }),
    niit: out.money({
      label: 'Possible 3.8 % net investment income tax on top',
      help: 'Uses taxable income as a stand-in for modified AGI, which is usually higher; check Form 8960.',
    }),
    carryForward: out.money({ label: 'Loss carried to next year' }),
    taxYearUsed: out.text({ label: 'Tax year and IRS figures used' }),
    holdingDays: out.integer({ label: 'Days held', suffix: 'days' }),
    breakdown: out.table({
      label: 'How the gain is taxed',
      columns: [
        { key: 'rate', label: 'Rate', kind: 'percent' },
        { key: 'amount', label: 'Part of the gain', kind: 'money' },
        { key: 'tax', label: 'Tax', kind: 'money' },
      ],
    }),
  },
  validate: ({ acquired, sold }) =>
    sold < acquired ? [{ field: 'sold', message: 'The sale date must be on or after the date bought.' }] : [],
  compute: ({ proceeds, basis, acquired, sold, status, otherIncome }) => {
    const year = taxYear(Number(sold.slice(0, 4)));
    const longTerm = isLongTerm(acquired, sold);
    const gain = new Big(proceeds).minus(basis);
    const other = new Big(otherIncome);
    const baseTax = ordinaryTax(year, status, other);
    let tax: Big;
    let slices: BandSlice[];
    let carryForward = new Big(0);
    if (gain.lt(0)) {
      // A net capital loss offsets up to $3,000 ($1,500 separately) of other income; the rest carries over.
      const loss = gain.abs();
      const limit = new Big(CAPITAL_LOSS_LIMIT[status]);
      const deductible = [loss, limit, other].reduce((a, b) => (a.lt(b) ? a : b));
      carryForward = loss.minus(deductible);
      slices = ordinarySlices(year, status, other.minus(deductible), other).map((s) => ({
        ...s,
        amount: s.amount.times(-1),
      }));
      tax = sliceTax(slices);
    } else if (longTerm) {
      slices = capitalGainSlices(year, status, other, gain);
      // The worksheet keeps the smaller of the preferential-rate tax and the regular tax.
      const regular = ordinaryTax(year, status, other.plus(gain)).minus(baseTax);
      const preferential = sliceTax(slices);
      tax = preferential.lt(regular) ? preferential : regular;
    } else {
      slices = ordinarySlices(year, status, other, other.plus(gain));
      tax = sliceTax(slices);
    }
    const excessIncome = other.plus(gain).minus(NIIT_THRESHOLDS[status]);
    const niitBase = gain.gt(0) && excessIncome.gt(0) ? (gain.lt(excessIncome) ? gain : excessIncome) : new Big(0);
    return {
      tax: toCents(tax),
      term: longTerm ? 'Long-term (held more than one year)' : 'Short-term (held one year or less)',
      gain: toCents(gain),
      effectiveRate: gain.gt(0) ? tax.div(gain).times(100).toNumber() : 0,
      topRate: slices.reduce((top, s) => Math.max(top, s.rate), 0),
      niit: toCents(niitBase.times(NIIT_RATE).div(100)),
      carryForward: toCents(carryForward),
      taxYearUsed: `${year.year}, IRS ${year.source}`,
      holdingDays: Math.round((utc(sold) - utc(acquired)) / DAY_MS),
      breakdown: slices.map((s) => ({
        rate: s.rate,
        amount: toCents(s.amount),
        tax: toCents(s.amount.times(s.rate).div(100)),
      })),
    };
  },
});
