import { out } from '../../../engine/index.ts';

/* The line chart of money over time (a balance, interest paid, savings) many calculators draw. */

/** A line chart of amounts of money against `xLabel` (years by default). */
export function moneyLineChart(label: string, xLabel = 'year') {
  return out.chart({ label, chart: 'line', xLabel, valueKind: 'money' });
}
