import { formatNumber } from '../../../engine/format/numbers.ts';

/*
 * The figures of a funny tool's one-sentence result, written as the page shows them (grouped
 * thousands, a real minus sign), so the shared sentence never reads 9.399999999.
 */

/** A figure with one decimal below 100 and a whole number above: "9.4", "1,234". */
export const shortFigure = (value: number): string =>
  formatNumber(value, Math.abs(value) < 100 ? { decimals: 1 } : { decimals: 0 });
