import table from 'dated-table:ingredient-weights';
import { unitInfo } from '../../../engine/units/registry.ts';
import '../../../engine/units/loaders/space.ts';
import type { IngredientRow, IngredientWeightsTable } from './ingredient-weights.schema.ts';
import { MEASURE_IN_CUPS } from './published-measures.ts';

/*
 * The weight of a US cup of common ingredients, from content/data/ingredient-weights.yaml (King
 * Arthur Baking's chart and USDA FoodData Central). A row keeps the measure its source weighs;
 * everything else is worked out from the US cup of the engine's unit table.
 */
export const ingredientWeightsTable = table as IngredientWeightsTable;

export interface Ingredient extends IngredientRow {
  /** Grams in one US cup (236.59 mL). */
  gramsPerCup: number;
}

const US_CUP_M3 = unitInfo('volume', 'cup').factor;

export const INGREDIENTS: ReadonlyMap<string, Ingredient> = new Map(
  ingredientWeightsTable.rows.map((row) => [
    row.key,
    { ...row, gramsPerCup: row.grams / MEASURE_IN_CUPS[row.measure] },
  ]),
);

/** The menu of ingredients, each named with its group: "Flours and starches – Bread flour". */
export const ingredientChoices = ingredientWeightsTable.rows.map((row) => ({
  value: row.key,
  label: `${row.name} (${row.group.toLowerCase()})`,
}));

/** Bulk density in kg/m³ of an ingredient weighing `gramsPerCup` grams a US cup. */
export const densityFromCup = (gramsPerCup: number): number => gramsPerCup / 1000 / US_CUP_M3;

/** Mass in kg of a volume in m³ of an ingredient weighing `gramsPerCup` grams a US cup. */
export const massOfVolume = (volumeM3: number, gramsPerCup: number): number => volumeM3 * densityFromCup(gramsPerCup);

/** Volume in m³ of a mass in kg of an ingredient weighing `gramsPerCup` grams a US cup. */
export const volumeOfMass = (massKg: number, gramsPerCup: number): number => massKg / densityFromCup(gramsPerCup);

/** How the table's figure reads on the page: "1/2 cup = 156 g (King Arthur)". */
export const publishedFigure = (ingredient: Ingredient): string =>
  `${ingredient.measure} = ${ingredient.grams} g (${ingredient.source})`;
