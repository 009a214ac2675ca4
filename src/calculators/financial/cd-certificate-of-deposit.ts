import Big from 'big.js';
import { defineCalculator, duration, money, out, percent, radio, select } from '../../engine/index.ts';
import { toCents } from '../shared/money/cents.ts';
import { termYears } from '../shared/money/term.ts';
import { yearMarks } from '../shared/money/year-marks.ts';
import { BALANCE_COLUMN } from '../shared/presets/schedule-table.ts';

const COMPOUNDING = [
  { value: '365', label: 'Daily' },
  { value: '12', label: 'Monthly' },
  { value: '4', label: 'Quarterly' },
  { value: '2', label: 'Semi-annually' },
  { value: '1', label: 'Annually' },
] as const;

export default defineCalculator({
  inputs: {
    deposit: money({ label: 'Deposit', default: 10_000, min: 0, max: 10_000_000_000 }),
    rateType: radio({
      label: 'The rate you have is',
      options: [
        { value: 'apy', label: 'APY – annual percentage yield (compounding included)' },
        { value: 'apr', label: 'Interest rate (APR) – before compounding' },
      ],
      default: 'apy',
    }),
    rate: percent({
      label: 'Rate (APY or APR, as chosen above)',
      help: 'Banks must quote the APY; the interest rate is often shown beside it.',
      default: 4.5,
      min: 0,
      max: 50,
    }),
    compounding: select({ label: 'Compounding', options: COMPOUNDING, default: '365' }),
    term: duration({
      label: 'Term',
      default: { value: 12, unit: 'month' },
      units: ['month', 'year', 'day'],
      min: { value: 1, unit: 'day' },
      max: { value: 20, unit: 'year' },
    }),
  },
  outputs: {
    maturity: out.money({ label: 'Balance at maturity', primary: true }),
    interest: out.money({ label: 'Interest earned' }),
    apy: out.percent({ label: 'APY (annual percentage yield)', decimals: 3 }),
    apr: out.percent({ label: 'Interest rate (APR) at this compounding', decimals: 3 }),
    byMonth: out.table({
      label: 'Balance month by month (interest earned to date)',
      columns: [
        { key: 'month', label: 'Month', kind: 'number' },
        { key: 'interest', label: 'Interest', kind: 'money' },
        BALANCE_COLUMN,
      ],
    }),
  },
  compute: ({ deposit, rateType, rate, compounding, term }) => {
    const perYear = Number(compounding);
    const years = termYears(term);
    // APY and APR describe the same growth: 1 + APY = (1 + APR / n)^n.
    const apr = rateType === 'apr' ? rate / 100 : perYear * (Math.pow(1 + rate / 100, 1 / perYear) - 1);
    const apy = rateType === 'apy' ? rate / 100 : Math.pow(1 + apr / perYear, perYear) - 1;
    const balanceAt = (atYears: number) =>
      toCents(new Big(deposit).times(Math.pow(1 + apr / perYear, perYear * atYears)));
    const rows = yearMarks(years * 12).map((month) => {
      const balance = balanceAt(month / 12);
      return {
        month: Math.round(month * 100) / 100,
        interest: toCents(new Big(balance).minus(deposit)),
        balance,
      };
    });
    const maturity = rows.at(-1)?.balance ?? deposit;
    return {
      maturity,
      interest: toCents(new Big(maturity).minus(deposit)),
      apy: apy * 100,
      apr: apr * 100,
      byMonth: rows,
    };
  },
});
