import Big from 'big.js';
import { defineCalculator, integer, money, number, out, percent, radio } from '../../engine/index.ts';
import { toCents } from '../shared/money/cents.ts';
import { yearMarks } from '../shared/money/year-marks.ts';
import { cpiOf, lastCpiYear, usCpi, usCpiTable } from '../shared/money/us-cpi.ts';
import { moneyLineChart } from '../shared/presets/money-chart.ts';

interface Step {
  /** Year on the table: years from the amount's date (rate mode) or a calendar year (CPI mode). */
  year: number;
  /** Price level, 100 at the amount's date in rate mode; the CPI-U itself in CPI mode. */
  index: number;
}

export default defineCalculator({
  datedTables: [usCpiTable],
  inputs: {
    method: radio({
      label: 'Inflation from',
      options: [
        { value: 'rate', label: 'An average rate you choose' },
        { value: 'cpi', label: `US consumer prices (CPI-U), 1913–${lastCpiYear}` },
      ],
      default: 'rate',
    }),
    amount: money({ label: 'Amount', default: 1000, min: 0, max: 1_000_000_000_000 }),
    direction: radio({
      label: 'Direction (average rate)',
      options: [
        { value: 'forward', label: 'Forward: what it will take later' },
        { value: 'backward', label: 'Backward: what it was worth earlier' },
      ],
      default: 'forward',
    }),
    rate: percent({
      label: 'Average inflation rate per year',
      help: 'Used with an average rate. A negative rate means falling prices (deflation).',
      default: 3,
      min: -20,
      max: 100,
    }),
    years: number({ label: 'Number of years', default: 10, min: 0, max: 100, suffix: 'years' }),
    fromYear: integer({
      label: 'Amount is in dollars of year',
      help: 'Used with US consumer prices.',
      default: 2000,
      min: usCpi.firstYear,
      max: lastCpiYear,
    }),
    toYear: integer({
      label: 'Convert to dollars of year',
      default: lastCpiYear,
      min: usCpi.firstYear,
      max: lastCpiYear,
    }),
  },
  outputs: {
    equivalent: out.money({ label: 'Equivalent amount (same buying power)', primary: true }),
    priceChange: out.percent({ label: 'Total rise in prices between the two dates', decimals: 2 }),
    powerLost: out.percent({ label: 'Buying power cash loses between the two dates', decimals: 2 }),
    averageRate: out.percent({ label: 'Average inflation rate per year', decimals: 2 }),
    basis: out.text({ label: 'Based on' }),
    growth: moneyLineChart('The same buying power over time'),
    byYear: out.table({
      label: 'Year by year (inflation: change from the year before)',
      columns: [
        { key: 'year', label: 'Year', kind: 'text' },
        { key: 'index', label: 'Price index', kind: 'number' },
        { key: 'change', label: 'Inflation', kind: 'percent' },
        { key: 'equivalent', label: 'Equivalent', kind: 'money' },
      ],
    }),
  },
  compute: ({ method, amount, direction, rate, years, fromYear, toYear }) => {
    let steps: Step[];
    let startIndex: number;
    let basis: string;
    if (method === 'cpi') {
      const first = Math.min(fromYear, toYear);
      steps = Array.from({ length: Math.abs(toYear - fromYear) + 1 }, (_, i) => ({
        year: first + i,
        index: cpiOf(first + i),
      }));
      startIndex = cpiOf(fromYear);
      basis = `${usCpi.source}, ${usCpi.firstYear}–${lastCpiYear}`;
    } else {
      // Chronological rows: forward runs 0 … n years after the amount's date, backward n … 0 years before it.
      const factor = 1 + rate / 100;
      const sign = direction === 'backward' ? -1 : 1;
      const marks = yearMarks(years).map((at) => (at === 0 ? 0 : at * sign));
      if (sign < 0) marks.reverse();
      steps = marks.map((at) => ({ year: at, index: 100 * Math.pow(factor, at) }));
      startIndex = 100;
      basis = 'Your average rate, compounded once a year';
    }
    const first = steps[0] ?? { year: 0, index: startIndex };
    const last = steps.at(-1) ?? first;
    const rows = steps.map((step, i) => {
      const before = steps[i - 1];
      const year = Math.round(step.year * 100) / 100;
      return {
        // Text, so a calendar year reads 1970 rather than 1,970; earlier years in rate mode are negative.
        year: year < 0 ? `−${-year}` : String(year),
        index: Math.round(step.index * 1000) / 1000,
        // One decimal, as BLS publishes yearly changes.
        change: before ? Math.round((step.index / before.index - 1) * 1000) / 10 : 0,
        equivalent: toCents(new Big(amount).times(step.index).div(startIndex)),
      };
    });
    const spanYears = last.year - first.year;
    const targetIndex = method === 'cpi' ? cpiOf(toYear) : (direction === 'backward' ? first : last).index;
    return {
      equivalent: toCents(new Big(amount).times(targetIndex).div(startIndex)),
      priceChange: (last.index / first.index - 1) * 100,
      powerLost: (1 - first.index / last.index) * 100,
      averageRate:
        method === 'cpi' ? (spanYears > 0 ? (Math.pow(last.index / first.index, 1 / spanYears) - 1) * 100 : 0) : rate,
      basis,
      growth: [{ name: 'Same buying power', points: rows.map((row) => ({ x: row.year, y: row.equivalent })) }],
      byYear: rows,
    };
  },
});
