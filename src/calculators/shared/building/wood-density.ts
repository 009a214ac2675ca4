import table from 'dated-table:wood-specific-gravity';
import type { WoodDensityKey, WoodDensityTable } from './wood-density.schema.ts';

/*
 * The density of wood at a moisture content, from its specific gravity at 12 % (content/data/
 * wood-specific-gravity.yaml) by the Wood Handbook's equations (FPL-GTR-190, chapter 4):
 * G_M = G_b ÷ (1 − 0.265 a G_b) with a = (30 − M) ÷ 30 below the fibre saturation point of 30 %,
 * G_M = G_b above it, and density = 1000 kg/m³ × G_M × (1 + M/100).
 */
export const woodDensityTable = table as WoodDensityTable;

export type { WoodDensityKey } from './wood-density.schema.ts';

export const woodDensityChoices = woodDensityTable.rows.map((row) => ({ value: row.key, label: row.name }));

const WATER_DENSITY = 1000;
const FIBRE_SATURATION = 30;
const shrinkFactor = (moisturePercent: number) =>
  0.265 * (Math.max(0, FIBRE_SATURATION - moisturePercent) / FIBRE_SATURATION);

/** The density in kg/m³ of wood of this species at `moisturePercent` % moisture content. */
export function woodDensity(species: WoodDensityKey, moisturePercent: number): number {
  const row = woodDensityTable.rows.find((candidate) => candidate.key === species);
  if (!row) throw new Error(`No species "${species}" in wood-specific-gravity.yaml`);
  // Basic specific gravity (green volume), from the figure at 12 % by the same equation inverted.
  const basic = row.gravity12 / (1 + shrinkFactor(12) * row.gravity12);
  const atMoisture = basic / (1 - shrinkFactor(moisturePercent) * basic);
  return WATER_DENSITY * atMoisture * (1 + moisturePercent / 100);
}
