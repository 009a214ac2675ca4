import table from 'dated-table:met-values';
import type { MetActivityKey, MetValuesTable } from './met-values.schema.ts';

/*
 * Common activities with their codes and MET values from the 2011 Compendium of Physical
 * Activities, from content/data/met-values.yaml. One MET is the energy of sitting quietly, taken as
 * 1 kcal per kg of body weight per hour.
 */
export const metValuesTable = table as MetValuesTable;

export type { MetActivityKey } from './met-values.schema.ts';

export interface MetActivity {
  /** Five-digit Compendium code. */
  code: string;
  met: number;
  name: string;
}

export const MET_ACTIVITIES = Object.fromEntries(
  metValuesTable.rows.map(({ key, code, met, name }) => [key, { code, met, name }]),
) as Readonly<Record<MetActivityKey, MetActivity>>;

export const metActivityKeys = metValuesTable.rows.map((row) => row.key);

/** Energy in kcal: MET × body weight (kg) × hours, the Compendium's own formula. */
export function metCalories(met: number, weightKg: number, hours: number): number {
  return met * weightKg * hours;
}

/** Intensity bands of the Physical Activity Guidelines for Americans (2018). */
export function metIntensity(met: number): string {
  if (met < 1.6) return 'Sedentary (under 1.6 METs)';
  if (met < 3) return 'Light (1.6–2.9 METs)';
  if (met < 6) return 'Moderate (3.0–5.9 METs)';
  return 'Vigorous (6 METs or more)';
}
