import { defineCalculator, number, out, percent } from '../../engine/index.ts';

const COMMON_RATES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 20, 25];

/** Exact years to double at `percent` a year compounded annually: ln 2 ÷ ln(1 + r). */
const exactDoubling = (percent: number) => Math.LN2 / Math.log1p(percent / 100);

export default defineCalculator({
  inputs: {
    rate: percent({
      label: 'Annual rate of return or interest',
      default: 8,
      min: 0.01,
      max: 1000,
    }),
    targetYears: number({
      label: 'Years you want the money to double in',
      help: 'For the rate needed to double in that time.',
      default: 10,
      min: 0.1,
      max: 500,
      suffix: 'years',
    }),
  },
  outputs: {
    rule72: out.number({
      label: 'Doubling time by the rule of 72 (72 ÷ rate)',
      primary: true,
      decimals: 2,
      suffix: 'years',
    }),
    exact: out.number({ label: 'Exact doubling time, compounded yearly', decimals: 3, suffix: 'years' }),
    rule70: out.number({ label: 'Rule of 70 (70 ÷ rate)', decimals: 2, suffix: 'years' }),
    rule693: out.number({ label: 'Rule of 69.3 (69.3 ÷ rate)', decimals: 2, suffix: 'years' }),
    continuous: out.number({ label: 'Exact doubling time, compounded continuously', decimals: 3, suffix: 'years' }),
    rule72Error: out.number({ label: 'Rule of 72 minus the exact time', decimals: 3, suffix: 'years' }),
    rateRule72: out.percent({ label: 'Rate needed to double in the years above, rule of 72', decimals: 2 }),
    rateExact: out.percent({ label: 'Rate needed to double in the years above, exact', decimals: 3 }),
    comparison: out.table({
      label: 'Years to double: rule of 72 against the exact time at common rates',
      columns: [
        { key: 'rate', label: 'Rate', kind: 'percent' },
        { key: 'rule72', label: 'Rule of 72', kind: 'number' },
        { key: 'exact', label: 'Exact', kind: 'number' },
      ],
      previewRows: 14,
    }),
  },
  compute: ({ rate, targetYears }) => {
    const exact = exactDoubling(rate);
    const rule72 = 72 / rate;
    return {
      rule72,
      exact,
      rule70: 70 / rate,
      rule693: 69.3 / rate,
      continuous: (Math.LN2 * 100) / rate,
      rule72Error: rule72 - exact,
      rateRule72: 72 / targetYears,
      rateExact: (Math.pow(2, 1 / targetYears) - 1) * 100,
      comparison: [...new Set([...COMMON_RATES, rate])]
        .sort((a, b) => a - b)
        .map((r) => ({
          rate: r,
          rule72: Math.round((72 / r) * 1000) / 1000,
          exact: Math.round(exactDoubling(r) * 1000) / 1000,
        })),
    };
  },
});
