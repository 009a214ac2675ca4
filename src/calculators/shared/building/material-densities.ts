import table from 'dated-table:bulk-material-densities';
import { toBase } from '../../../engine/units/registry.ts';
import '../../../engine/units/loaders/matter.ts';
import type { BulkMaterialDensitiesTable, BulkMaterialKey } from './material-densities.schema.ts';

/* Bulk materials by weight per volume, from content/data/bulk-material-densities.yaml. */
export const bulkMaterialTable = table as BulkMaterialDensitiesTable;

export type { BulkMaterialKey } from './material-densities.schema.ts';

/** The menu of materials, each named with its weight per cubic foot. */
export const bulkMaterialChoices = bulkMaterialTable.rows.map((row) => ({
  value: row.key,
  label: `${row.name} (${row.lbPerCubicFoot} lb/ft³)`,
}));

/** The density of a material, in kg/m³. */
export function bulkDensity(key: BulkMaterialKey): number {
  const row = bulkMaterialTable.rows.find((material) => material.key === key);
  if (!row) throw new Error(`No material "${key}" in bulk-material-densities.yaml`);
  return toBase('density', row.lbPerCubicFoot, 'lbft3');
}
