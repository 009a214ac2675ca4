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
  examples: [
    {
      inputs: { deposit: 1000, rateType: 'apr', rate: 6, compounding: '365', term: { value: 182, unit: 'day' } },
      expect: { interest: 30.37, apy: 6.18 },
      tolerance: 0.005,
      source:
        'Regulation DD (Truth in Savings), 12 CFR 1030 Appendix A, Part I.A example: $30.37 interest on a $1,000 six-month certificate of deposit of 182 days (6% compounded daily), annual percentage yield 6.18%',
    },
    {
      inputs: { deposit: 1000, rateType: 'apr', rate: 6, compounding: '12', term: { value: 12, unit: 'month' } },
      expect: { interest: 61.68, apy: 6.17 },
      tolerance: 0.005,
      source:
        'Regulation DD, 12 CFR 1030 Appendix A, Part I.A example: $61.68 interest for a 365-day year on $1,000 (6% compounded monthly) gives an annual percentage yield of 6.17%',
    },
    {
      inputs: { deposit: 8000, rateType: 'apr', rate: 5.5, compounding: '365', term: { value: 365, unit: 'day' } },
      expect: { interest: 452.29, apy: 5.65 },
      tolerance: 0.005,
      source:
        'Regulation DD, 12 CFR 1030 Appendix A, Part I, tiered-rate example (method A): 5.50% compounded daily pays $452.29 on an $8,000 deposit for a year, an annual percentage yield of 5.65%',
    },
    {
      inputs: { deposit: 1000, rateType: 'apy', rate: 5.39, compounding: '365', term: { value: 365, unit: 'day' } },
      expect: { interest: 53.9, maturity: 1053.9 },
      tolerance: 0.005,
      source:
        'Regulation DD, 12 CFR 1030 Appendix A, Part I, tiered-rate example: $53.90 interest on $1,000 for a year is an APY of 5.39% (APY = 100 × 53.90 ÷ 1,000), so a 5.39% APY earns $53.90 in 365 days',
    },
    {
      inputs: { deposit: 5000, rateType: 'apy', rate: 0, compounding: '12', term: { value: 24, unit: 'month' } },
      expect: { maturity: 5000, interest: 0, apr: 0 },
      source: 'Edge case: at 0% a certificate of deposit returns exactly the deposit, and APR and APY are both 0',
    },
  ],
});
