import { defineCalculator, number, out, percent, radio, select } from '../../engine/index.ts';
import { aprContinuous, aprFromApy, apyContinuous, apyFromApr } from '../shared/money/compounding.ts';
import { COMPOUNDING_OPTIONS, periodsPerYear } from '../shared/crypto/compounding-periods.ts';

const CONTINUOUS = 'continuous';

/** Frequencies compared in the table, with the visitor's own shown first. */
const COMPARED = [
  { label: 'Yearly', n: 1 },
  { label: 'Quarterly', n: 4 },
  { label: 'Monthly', n: 12 },
  { label: 'Weekly', n: 52 },
  { label: 'Daily', n: 365 },
] as const;

/** Rates as a fraction in, a percentage with at most 4 decimals out, for the summary sentence. */
const percentText = (fraction: number) => `${(fraction * 100).toLocaleString('en-US', { maximumFractionDigits: 4 })}%`;

export default defineCalculator({
  inputs: {
    direction: radio({
      label: 'Convert',
      options: [
        { value: 'aprToApy', label: 'APR to APY' },
        { value: 'apyToApr', label: 'APY to APR' },
      ],
      default: 'aprToApy',
    }),
    rate: percent({ label: 'Rate you have (APR or APY, as chosen above)', default: 5, min: 0, max: 10_000 }),
    compounding: select({
      label: 'Compounding',
      options: [...COMPOUNDING_OPTIONS, { value: CONTINUOUS, label: 'Continuous' }],
      default: '365',
    }),
    customPeriods: number({
      label: 'Compounding periods per year (for "Custom")',
      help: 'E.g. 73 for rewards every 5-day epoch (Cardano), 1,095 for every 8 hours.',
      default: 73,
      min: 1,
      max: 1_000_000,
      suffix: 'per year',
    }),
  },
  outputs: {
    summary: out.text({ label: 'Conversion', primary: true }),
    apr: out.percent({ label: 'APR (nominal yearly rate, before compounding)', decimals: 4 }),
    apy: out.percent({ label: 'APY (yearly yield with compounding)', decimals: 4 }),
    periodicRate: out.percent({ label: 'Rate per compounding period', decimals: 6 }),
    comparison: out.table({
      label: 'The same rate at other compounding frequencies',
      columns: [
        { key: 'compounding', label: 'Compounding', kind: 'text' },
        { key: 'apr', label: 'APR', kind: 'percent' },
        { key: 'apy', label: 'APY', kind: 'percent' },
      ],
    }),
  },
  compute: ({ direction, rate, compounding, customPeriods }) => {
    const given = rate / 100;
    const continuous = compounding === CONTINUOUS;
    const n = continuous ? Infinity : periodsPerYear(compounding, customPeriods);
    const toApy = direction === 'aprToApy';
    const apr = toApy ? given : continuous ? aprContinuous(given) : aprFromApy(given, n);
    const apy = toApy ? (continuous ? apyContinuous(given) : apyFromApr(given, n)) : given;
    const chosen = COMPOUNDING_OPTIONS.find((option) => option.value === compounding);
    const frequency = continuous
      ? 'continuously'
      : chosen?.value === 'custom'
        ? `${n.toLocaleString('en-US')} times a year`
        : (chosen?.label.split(' (')[0]?.toLowerCase() ?? '');
    const comparison: { compounding: string; apr: number; apy: number }[] = COMPARED.map(({ label, n: periods }) => ({
      compounding: label,
      apr: (toApy ? apr : aprFromApy(apy, periods)) * 100,
      apy: (toApy ? apyFromApr(apr, periods) : apy) * 100,
    }));
    comparison.push({
      compounding: 'Continuous',
      apr: (toApy ? apr : aprContinuous(apy)) * 100,
      apy: (toApy ? apyContinuous(apr) : apy) * 100,
    });
    return {
      summary: `${percentText(apr)} APR compounded ${frequency} = ${percentText(apy)} APY`,
      apr: apr * 100,
      apy: apy * 100,
      periodicRate: continuous ? 0 : (apr / n) * 100,
      comparison,
    };
  },
  examples: [
    {
      inputs: { direction: 'aprToApy', rate: 6, compounding: '12' },
      expect: { apy: 6.17 },
      tolerance: 0.005,
      source:
        'Wikipedia, "Effective interest rate": a nominal rate of 6% compounded monthly is equivalent to an effective annual rate of 6.17% ((1 + 0.06/12)¹² − 1)',
    },
    {
      inputs: { direction: 'aprToApy', rate: 12, compounding: '12' },
      expect: { apy: 12.68, periodicRate: 1 },
      tolerance: 0.005,
      source:
        'CoinsNews, "APR vs APY in crypto staking": 1% a month is a 12% APR; paid with monthly compounding it is a 12.68% APY ((1 + 0.01)¹² − 1)',
    },
    {
      inputs: { direction: 'aprToApy', rate: 10, compounding: '365' },
      expect: { apy: 10.52 },
      tolerance: 0.005,
      source:
        'RandomCalculators, "APR vs APY in crypto": the same 10% annual rate is 10.52% APY with daily compounding (10.47% monthly, 10.00% yearly)',
    },
    {
      inputs: { direction: 'apyToApr', rate: 8.5, compounding: '12' },
      expect: { apr: 8.185 },
      tolerance: 0.001,
      source:
        'HomeworkSource worked problem: the nominal rate compounded monthly for an 8.5% effective rate is r = 12 × ((1.085)^(1/12) − 1) = 0.08185, about 8.18%',
    },
    {
      inputs: { direction: 'aprToApy', rate: 7, compounding: '1' },
      expect: { apy: 7, summary: '7% APR compounded yearly = 7% APY' },
      tolerance: 1e-9,
      source: 'Edge case: compounded once a year, (1 + APR)¹ − 1 = APR, so 7% APR is exactly 7% APY',
    },
  ],
});
