import table from 'dated-table:loudness-targets';
import type { LoudnessTargetsTable } from './loudness-targets.schema.ts';

/** Platforms' and standards' loudness targets, from content/data/loudness-targets.yaml. */
export const loudnessTargets = table as LoudnessTargetsTable;

/** The target loudness (LUFS) and true-peak ceiling (dBTP) of a table row, or undefined for another key. */
export function loudnessTarget(key: string): { lufs: number; truePeak: number } | undefined {
  const row = loudnessTargets.rows.find((item) => item.key === key);
  return row === undefined ? undefined : { lufs: row.lufs, truePeak: row.truePeak };
}
