import Big from 'big.js';
import { defineCalculator, money, out } from '../../engine/index.ts';
import { toCents } from '../shared/money/cents.ts';
import { annualizedPercent, holdingPeriodRule, holdingYears } from '../shared/money/holding-period.ts';
import { holdingPeriodInputs } from '../shared/presets/holding-period.ts';
import { yearMarks } from '../shared/money/year-marks.ts';
import { moneyLineChart } from '../shared/presets/money-chart.ts';

const LARGEST = 1_000_000_000_000;

export default defineCalculator({
  inputs: {
    startValue: money({ label: 'Beginning value', default: 10_000, min: 0.01, max: LARGEST }),
    endValue: money({ label: 'Ending value', default: 19_000, min: 0, max: LARGEST }),
    ...holdingPeriodInputs(3, '2022-01-01', '2025-01-01'),
  },
  outputs: {
    cagr: out.percent({ label: 'Compound annual growth rate (CAGR)', primary: true, decimals: 2 }),
    totalGrowth: out.percent({ label: 'Total growth over the period', decimals: 2 }),
    change: out.money({ label: 'Change in value' }),
    periodYears: out.number({ label: 'Period', digits: 4, suffix: 'years' }),
    path: moneyLineChart('Value growing steadily at the CAGR', 'years from the start'),
    byYear: out.table({
      label: 'Year by year at the CAGR (years from the start; growth to date)',
      columns: [
        { key: 'year', label: 'Year', kind: 'number' },
        { key: 'value', label: 'Value', kind: 'money' },
        { key: 'growth', label: 'Growth', kind: 'percent' },
      ],
    }),
  },
  validate: (values) => holdingPeriodRule(values, values.endValue / values.startValue),
  compute: (values) => {
    const { startValue, endValue } = values;
    const years = holdingYears(values);
    const ratio = endValue / startValue;
    const cagr = annualizedPercent(ratio, years);
    const factor = 1 + cagr / 100;
    // Whole years only up to 200 marks; longer spans are sampled every few years.
    const rows = yearMarks(years, Math.max(1, Math.ceil(years / 200))).map((at) => {
      // The last mark is the ending value itself, not a rounded re-computation of it.
      const value = at === years ? new Big(endValue) : new Big(startValue).times(Math.pow(factor, at));
      return {
        year: Math.round(at * 100) / 100,
        value: toCents(value),
        growth: value.div(startValue).minus(1).times(100).toNumber(),
      };
    });
    return {
      cagr,
      totalGrowth: (ratio - 1) * 100,
      change: toCents(new Big(endValue).minus(startValue)),
      periodYears: years,
      path: [{ name: 'Value at the CAGR', points: rows.map((row) => ({ x: row.year, y: row.value })) }],
      byYear: rows,
    };
  },
});
