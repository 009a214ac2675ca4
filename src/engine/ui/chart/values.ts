import { formatMoney, formatNumber, formatPercent } from '../../format/numbers.ts';
import type { ChartOutputSpec } from '../../types.ts';

/** The series colours, from the theme (each passes contrast against the surface in both themes). */
export const CHART_COLOURS = ['var(--chart-1)', 'var(--chart-2)', 'var(--chart-3)', 'var(--chart-4)'];

/** A chart value in full, as the data table and the readout show it. */
export function chartValueText(kind: ChartOutputSpec['valueKind'], value: number, currency: string): string {
  if (kind === 'money') return formatMoney(value, currency);
  if (kind === 'percent') return formatPercent(value);
  return formatNumber(value);
}
