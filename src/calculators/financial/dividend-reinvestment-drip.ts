import Big from 'big.js';
import {
  defineCalculator,
  duration,
  durationIn,
  money,
  out,
  percent,
  select,
  type Duration,
} from '../../engine/index.ts';
import { toCents } from '../shared/money/cents.ts';
import { moneyLineChart } from '../shared/presets/money-chart.ts';
import { moneyAmount } from '../shared/presets/money-fields.ts';

const FREQUENCIES = [
  { value: '4', label: 'Quarterly' },
  { value: '12', label: 'Monthly' },
  { value: '2', label: 'Twice a year' },
  { value: '1', label: 'Once a year' },
] as const;

/** Beyond this the share count is no longer a meaningful number (and would soon overflow). */
const TOO_LARGE = 1e200;

interface Settings {
  initial: number;
  sharePrice: number;
  dividendYield: number;
  dividendGrowth: number;
  priceGrowth: number;
  frequency: string;
  contribution: number;
  period: Duration;
}

interface YearRow {
  year: number;
  shares: number;
  price: number;
  dividends: number;
  reinvested: number;
  notReinvested: number;
}

const cents = (value: Big) => value.round(2, Big.roundHalfUp);

/**
 * Walks the holding period payment by payment. Each dividend is the shares held times the
 * dividend per share, paid in whole cents; with reinvesting it buys (fractional) shares at that
 * day's price, without it the cash is kept aside. Yearly contributions buy shares at the
 * year-end price, after that year's last dividend, in both plans.
 */
function simulate(settings: Settings) {
  const { initial, sharePrice, dividendYield, dividendGrowth, priceGrowth, contribution } = settings;
  const perYear = Number(settings.frequency);
  const months = Math.round(durationIn(settings.period, 'month') * 1e6) / 1e6;
  const payments = Math.floor((months * perYear) / 12 + 1e-9);
  const fullYears = Math.floor(months / 12 + 1e-9);
  const years = Math.ceil(months / 12 - 1e-9);
  const priceAt = (t: number) => sharePrice * Math.pow(1 + priceGrowth / 100, t);
  // The yield is on the starting price; the dividend per share then grows once a year.
  const yearlyDividend = (year: number) =>
    ((sharePrice * dividendYield) / 100) * Math.pow(1 + dividendGrowth / 100, year - 1);

  let reinvestedShares = initial / sharePrice;
  let keptShares = reinvestedShares;
  let keptCash = new Big(0);
  let dividendsPaid = new Big(0);
  let dividendsThisYear = new Big(0);
  let ok = true;
  const rows: YearRow[] = [];
  const record = (t: number) => {
    const price = priceAt(t);
    rows.push({
      year: Math.round(t * 100) / 100,
      shares: reinvestedShares,
      price: toCents(new Big(price)),
      dividends: dividendsThisYear.toNumber(),
      reinvested: toCents(new Big(reinvestedShares).times(price)),
      notReinvested: toCents(new Big(keptShares).times(price).plus(keptCash)),
    });
    dividendsThisYear = new Big(0);
  };

  record(0);
  let paid = 0;
  for (let year = 1; year <= years && ok; year += 1) {
    const perPayment = yearlyDividend(year) / perYear;
    for (; paid < Math.min(year * perYear, payments); paid += 1) {
      const price = priceAt((paid + 1) / perYear);
      const reinvestedCash = cents(new Big(reinvestedShares).times(perPayment));
      reinvestedShares += reinvestedCash.toNumber() / price;
      dividendsPaid = dividendsPaid.plus(reinvestedCash);
      dividendsThisYear = dividendsThisYear.plus(reinvestedCash);
      keptCash = keptCash.plus(cents(new Big(keptShares).times(perPayment)));
      if (!(reinvestedShares < TOO_LARGE)) {
        ok = false;
        break;
      }
    }
    if (!ok) break;
    if (year <= fullYears && contribution > 0) {
      reinvestedShares += contribution / priceAt(year);
      keptShares += contribution / priceAt(year);
    }
    if (!(reinvestedShares < TOO_LARGE && keptShares < TOO_LARGE && priceAt(year) < TOO_LARGE)) ok = false;
    else record(Math.min(year, months / 12));
  }
  const last = rows.at(-1);
  return {
    ok,
    rows,
    last,
    dividendsPaid: dividendsPaid.toNumber(),
    yearlyIncome: toCents(new Big(reinvestedShares).times(yearlyDividend(Math.max(1, years)))),
    contributed: toCents(new Big(contribution).times(fullYears).plus(initial)),
    keptShares,
  };
}

export default defineCalculator({
  inputs: {
    initial: money({ label: 'Initial investment', default: 10_000, min: 0, max: 10_000_000_000 }),
    sharePrice: money({ label: 'Share price today', default: 50, min: 0.01, max: 10_000_000 }),
    dividendYield: percent({
      label: 'Dividend yield',
      help: 'Yearly dividends per share ÷ share price today.',
      default: 3,
      min: 0,
      max: 50,
    }),
    dividendGrowth: percent({ label: 'Dividend growth per year', default: 5, min: -50, max: 50 }),
    priceGrowth: percent({ label: 'Share price growth per year', default: 4, min: -50, max: 50 }),
    frequency: select({ label: 'Dividends paid', options: FREQUENCIES, default: '4' }),
    contribution: moneyAmount({
      label: 'Yearly contribution',
      help: 'Added at the end of each full year, buying shares at that day’s price.',
      default: 1200,
    }),
    period: duration({
      label: 'Holding period',
      default: { value: 20, unit: 'year' },
      units: ['year', 'month'],
      min: { value: 1, unit: 'month' },
      max: { value: 60, unit: 'year' },
    }),
  },
  outputs: {
    valueReinvested: out.money({ label: 'Value with dividends reinvested', primary: true }),
    valueNotReinvested: out.money({ label: 'Value without reinvesting (shares + dividends kept as cash)' }),
    reinvestingGain: out.money({ label: 'Extra from reinvesting' }),
    sharesReinvested: out.number({ label: 'Shares owned, reinvesting', decimals: 4 }),
    sharesNotReinvested: out.number({ label: 'Shares owned, not reinvesting', decimals: 4 }),
    yearlyIncome: out.money({ label: 'Yearly dividend income at the end, reinvesting' }),
    dividendsPaid: out.money({ label: 'Dividends received over the period, reinvesting' }),
    contributed: out.money({ label: 'Total invested (initial + contributions)' }),
    growth: moneyLineChart('Portfolio value over time'),
    byYear: out.table({
      label: 'Year by year (DRIP: dividends reinvested; cash: dividends kept as cash)',
      columns: [
        { key: 'year', label: 'Year', kind: 'number' },
        { key: 'shares', label: 'Shares, DRIP', kind: 'number' },
        { key: 'price', label: 'Price', kind: 'money' },
        { key: 'dividends', label: 'Dividends, DRIP', kind: 'money' },
        { key: 'reinvested', label: 'Value, DRIP', kind: 'money' },
        { key: 'notReinvested', label: 'Value, cash', kind: 'money' },
      ],
    }),
  },
  validate: (values) =>
    simulate(values).ok
      ? []
      : [
          {
            field: 'dividendGrowth',
            message:
              'These growth rates make the share count too large to calculate; use smaller rates or fewer years.',
          },
        ],
  compute: (values) => {
    const result = simulate(values);
    const last = result.last ?? { shares: 0, reinvested: 0, notReinvested: 0 };
    return {
      valueReinvested: last.reinvested,
      valueNotReinvested: last.notReinvested,
      reinvestingGain: toCents(new Big(last.reinvested).minus(last.notReinvested)),
      sharesReinvested: last.shares,
      sharesNotReinvested: result.keptShares,
      yearlyIncome: result.yearlyIncome,
      dividendsPaid: result.dividendsPaid,
      contributed: result.contributed,
      growth: [
        { name: 'Reinvesting', points: result.rows.map((row) => ({ x: row.year, y: row.reinvested })) },
        { name: 'Not reinvesting', points: result.rows.map((row) => ({ x: row.year, y: row.notReinvested })) },
      ],
      byYear: result.rows.map((row) => ({ ...row, shares: Math.round(row.shares * 10_000) / 10_000 })),
    };
  },
});
