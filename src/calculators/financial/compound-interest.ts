import Big from 'big.js';
import { defineCalculator, durationIn, out, percent, select } from '../../engine/index.ts';
import { apyFromApr, COMPOUNDING_CHOICES, contributionsMade, futureValue } from '../shared/money/compounding.ts';
import { toCents } from '../shared/money/cents.ts';
import { moneyLineChart } from '../shared/presets/money-chart.ts';
import { moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';
import { BALANCE_COLUMN } from '../shared/presets/schedule-table.ts';
import { growthTermInput } from '../shared/presets/time-value-fields.ts';

export default defineCalculator({
  inputs: {
    principal: moneyAmount({ label: 'Initial deposit', default: 10_000 }),
    rate: percent({
      label: 'Nominal annual rate (APR)',
      help: 'The yearly rate before compounding; interest is added at the compounding frequency below.',
      default: 5,
      min: 0,
      max: 100,
    }),
    years: growthTermInput('Time', 10),
    compounding: select({ label: 'Compounding', options: COMPOUNDING_CHOICES, default: '12' }),
    contribution: moneyAmount({ label: 'Regular contribution', default: 100 }, PRICE_MAX),
    contributionFrequency: select({
      label: 'Contribution frequency',
      options: [
        { value: '12', label: 'Monthly (end of month)' },
        { value: '1', label: 'Yearly (end of year)' },
      ],
      default: '12',
    }),
  },
  outputs: {
    balance: out.money({ label: 'Final balance', primary: true }),
    contributed: out.money({ label: 'Total deposits' }),
    interest: out.money({ label: 'Total interest earned' }),
    // Two decimals, as Regulation DD (Truth in Savings) has banks round the APY they quote.
    apy: out.percent({ label: 'Effective annual yield (APY)', decimals: 2 }),
    growth: moneyLineChart('Growth over time'),
    byYear: out.table({
      label: 'Year by year',
      columns: [
        { key: 'year', label: 'Year', kind: 'number' },
        { key: 'deposits', label: 'Total deposits', kind: 'money' },
        { key: 'interest', label: 'Interest to date', kind: 'money' },
        BALANCE_COLUMN,
      ],
    }),
  },
  compute: ({ principal, rate, years, compounding, contribution, contributionFrequency }) => {
    const totalYears = durationIn(years, 'year');
    const settings = {
      principal,
      annualPercent: rate,
      compoundsPerYear: Number(compounding),
      contribution,
      contributionsPerYear: Number(contributionFrequency),
    };
    const deposits = (at: number) =>
      new Big(contribution).times(contributionsMade(at, settings.contributionsPerYear)).plus(principal);
    const marks = [...Array.from({ length: Math.floor(totalYears + 1e-9) }, (_, i) => i + 1)];
    if (marks.at(-1) !== totalYears) marks.push(totalYears);
    const rows = marks.map((at) => {
      const balance = futureValue({ ...settings, years: at });
      return {
        year: Math.round(at * 100) / 100,
        deposits: toCents(deposits(at)),
        interest: toCents(balance.minus(deposits(at))),
        balance: toCents(balance),
      };
    });
    const final = rows.at(-1) ?? { balance: principal, deposits: principal, interest: 0 };
    return {
      balance: final.balance,
      contributed: final.deposits,
      interest: final.interest,
      apy: apyFromApr(rate / 100, settings.compoundsPerYear) * 100,
      growth: [
        { name: 'Balance', points: [{ x: 0, y: principal }, ...rows.map((r) => ({ x: r.year, y: r.balance }))] },
        { name: 'Deposits', points: [{ x: 0, y: principal }, ...rows.map((r) => ({ x: r.year, y: r.deposits }))] },
      ],
      byYear: rows,
    };
  },
});
