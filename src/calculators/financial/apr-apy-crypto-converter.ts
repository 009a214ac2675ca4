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
});
