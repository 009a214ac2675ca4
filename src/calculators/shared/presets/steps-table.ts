import { out, type TableRow } from '../../../engine/index.ts';
import { formatNumber } from '../../../engine/format/numbers.ts';

/*
 * The worked steps of the math calculators: one numbered row per line of working, so a student
 * can follow the arithmetic the way a textbook sets it out.
 */

export function stepsTable(label = 'Steps') {
  return out.table({
    label,
    columns: [
      { key: 'step', label: 'Step', kind: 'integer' },
      { key: 'working', label: 'Working', kind: 'text' },
    ],
    previewRows: 20,
  });
}

/** The rows of a steps table, numbered from 1. */
export const numberedSteps = (lines: readonly string[]): TableRow[] =>
  lines.map((working, index) => ({ step: index + 1, working }));

/** A number inside a line of working: up to 8 significant digits, grouped, no float noise. */
export const shown = (value: number) => formatNumber(value, { digits: 8 });
