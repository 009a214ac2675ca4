import table from 'dated-table:irc-attic-ventilation';
import type { AtticVentilationRule, AtticVentilationTable } from './attic-ventilation.schema.ts';

/* The attic ventilation ratios of IRC R806.2, from content/data/irc-attic-ventilation.yaml. */
export const atticVentilationTable = table as AtticVentilationTable;

export type { AtticVentilationRule } from './attic-ventilation.schema.ts';

export const atticRuleChoices = atticVentilationTable.rows.map((row) => ({ value: row.key, label: row.name }));

export function atticRule(key: AtticVentilationRule) {
  const row = atticVentilationTable.rows.find((rule) => rule.key === key);
  if (!row) throw new Error(`No attic ventilation rule "${key}" in irc-attic-ventilation.yaml`);
  return row;
}

/** Net free vent area needed for an attic floor area (same unit squared), split high and low. */
export function ventArea(floorArea: number, rule: AtticVentilationRule, exhaustPercent: number) {
  const total = floorArea / atticRule(rule).divisor;
  const exhaust = (total * exhaustPercent) / 100;
  return { total, exhaust, intake: total - exhaust };
}
