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
  examples: [
    {
      inputs: { principal: 1500, rate: 4.3, years: { value: 6, unit: 'year' }, compounding: '4', contribution: 0 },
      expect: { balance: 1938.84 },
      source:
        'Wikipedia, "Compound interest": $1,500 at 4.3% a year compounded quarterly for 6 years grows to $1,938.84',
    },
    {
      inputs: { principal: 100, rate: 5, years: { value: 10, unit: 'year' }, compounding: '12', contribution: 100 },
      expect: { balance: 15692.93 },
      source:
        'numpy-financial documentation, fv: saving $100 now and $100 a month at 5% a year compounded monthly for 10 years gives npf.fv(0.05/12, 120, -100, -100) = 15692.93',
    },
    {
      inputs: { principal: 1000, rate: 0, years: { value: 2, unit: 'year' }, contribution: 100 },
      expect: { balance: 3400, interest: 0, contributed: 3400 },
      source: 'Arithmetic at 0%: $1,000 plus 24 monthly deposits of $100 is $3,400 with no interest',
    },
    {
      inputs: { principal: 1000, rate: 5.25, years: { value: 1, unit: 'year' }, compounding: '365', contribution: 0 },
      expect: { balance: 1053.9, interest: 53.9, apy: 5.39 },
      tolerance: 0.005,
      source:
        'Regulation DD (Truth in Savings), 12 CFR 1030 Appendix A, Part I, tiered-rate example (Tiering Method A, first tier): at 5.25% compounded daily a $1,000 deposit earns $53.90 in a 365-day year, an annual percentage yield of 5.39%',
    },
  ],
});
