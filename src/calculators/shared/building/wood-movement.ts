import table from 'dated-table:wood-dimensional-change';
import type { WoodMovementTable, WoodSpeciesKey } from './wood-movement.schema.ts';

/*
 * How wood swells and shrinks across the grain with its moisture content, by the dimensional
 * change coefficients of content/data/wood-dimensional-change.yaml (Wood Handbook, Table 13-5).
 */
export const woodMovementTable = table as WoodMovementTable;

export type { WoodSpeciesKey } from './wood-movement.schema.ts';

export const woodSpeciesChoices = woodMovementTable.rows.map((row) => ({ value: row.key, label: row.name }));

export type GrainDirection = 'radial' | 'tangential';

/**
 * The change in a dimension `size` when the moisture content goes from `fromPercent` to
 * `toPercent`: ΔD = D × C × (M_F − M_I) (Wood Handbook, eq. 13-5); negative when it shrinks.
 */
export function dimensionalChange(
  size: number,
  species: WoodSpeciesKey,
  direction: GrainDirection,
  fromPercent: number,
  toPercent: number,
): number {
  const row = woodMovementTable.rows.find((candidate) => candidate.key === species);
  if (!row) throw new Error(`No species "${species}" in wood-dimensional-change.yaml`);
  return size * row[direction] * (toPercent - fromPercent);
}
