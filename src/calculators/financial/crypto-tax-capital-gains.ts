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
  examples: [
    {
      inputs: {
        proceeds: 30_000,
        basis: 10_000,
        acquired: '2023-06-01',
        sold: '2025-06-02',
        status: 'single',
        otherIncome: 40_000,
      },
      expect: { gain: 20_000, term: 'Long-term (held more than one year)', tax: 1747.5, topRate: 15 },
      tolerance: 0.005,
      source:
        'IRS Rev. Proc. 2024-40 (2025): single filers pay 0 % on long-term gains up to $48,350 of taxable income and 15 % up to $533,400; on $40,000 of other income a $20,000 gain is $8,350 at 0 % and $11,650 at 15 % = $1,747.50',
    },
    {
      inputs: {
        proceeds: 15_000,
        basis: 5000,
        acquired: '2026-01-05',
        sold: '2026-06-01',
        status: 'single',
        otherIncome: 50_000,
      },
      expect: { term: 'Short-term (held one year or less)', tax: 2160, topRate: 22 },
      tolerance: 0.005,
      source:
        'IRS Rev. Proc. 2025-32 (2026) single rate table: 12 % to $50,400, 22 % to $105,700; a $10,000 short-term gain on $50,000 of other income is $400 × 12 % + $9,600 × 22 % = $48 + $2,112 = $2,160',
    },
    {
      inputs: {
        proceeds: 40_000,
        basis: 10_000,
        acquired: '2024-02-01',
        sold: '2026-02-02',
        status: 'joint',
        otherIncome: 80_000,
      },
      expect: { tax: 1665 },
      tolerance: 0.005,
      source:
        'IRS Rev. Proc. 2025-32 (2026): married filing jointly pay 0 % on long-term gains up to $98,900 of taxable income; on $80,000 a $30,000 gain is $18,900 at 0 % and $11,100 at 15 % = $1,665',
    },
    {
      inputs: {
        proceeds: 5000,
        basis: 10_000,
        acquired: '2025-01-10',
        sold: '2025-05-10',
        status: 'single',
        otherIncome: 60_000,
      },
      expect: { gain: -5000, tax: -660, carryForward: 2000 },
      tolerance: 0.005,
      source:
        'IRS Topic No. 409: a net capital loss offsets up to $3,000 of other income and the rest carries forward; $3,000 less income in the 22 % bracket (Rev. Proc. 2024-40, single, $48,475–$103,350) saves $660, $2,000 carries over',
    },
    {
      inputs: {
        proceeds: 11_000,
        basis: 10_000,
        acquired: '2024-03-15',
        sold: '2025-03-15',
        status: 'single',
        otherIncome: 40_000,
      },
      expect: { term: 'Short-term (held one year or less)', holdingDays: 365, tax: 120 },
      tolerance: 0.005,
      source:
        'IRS Pub. 550, holding period: count from the day after purchase; property must be held more than 1 year for long-term treatment, so a sale exactly one year later is short-term, taxed at the 12 % rate (Rev. Proc. 2024-40, single, $11,925–$48,475): $1,000 × 12 % = $120',
    },
    {
      inputs: {
        proceeds: 150_000,
        basis: 50_000,
        acquired: '2020-01-01',
        sold: '2025-12-31',
        status: 'single',
        otherIncome: 600_000,
      },
      expect: { tax: 20_000, topRate: 20, niit: 3800 },
      tolerance: 0.005,
      source:
        'IRS Rev. Proc. 2024-40: single taxable income above $533,400 pays 20 % on long-term gains, so $100,000 × 20 % = $20,000; IRS Topic No. 559: 3.8 % NIIT on the smaller of the investment income and the MAGI above $200,000 = $3,800',
    },
  ],
});
