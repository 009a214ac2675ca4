import { z } from 'astro/zod';
import { datedTableSchema } from '../dated-table-schema.ts';
import { MEASURE_IN_CUPS, type PublishedMeasure } from './published-measures.ts';

export const INGREDIENT_GROUPS = [
  'Flours and starches',
  'Sugars and syrups',
  'Fats and oils',
  'Dairy',
  'Grains and legumes',
  'Nuts and seeds',
  'Fruit, vegetables and chocolate',
  'Liquids and sauces',
  'Leaveners, salt and spices',
] as const;

const ingredientRow = z.strictObject({
  key: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens, e.g. "bread-flour"')
    .describe('Name of the ingredient in shared links; keep it once published'),
  name: z.string().min(3).max(60).describe('Name shown in the ingredient menu'),
  group: z.enum(INGREDIENT_GROUPS).describe('Group of the menu the ingredient is listed under'),
  measure: z
    .enum(Object.keys(MEASURE_IN_CUPS) as [PublishedMeasure, ...PublishedMeasure[]])
    .describe('The US volume the source weighs, as it prints it, e.g. "1/2 cup"'),
  grams: z.number().positive().max(1000).describe('Grams in that measure, exactly as published'),
  source: z.enum(['King Arthur', 'USDA']).describe('Which of the table sources gives the figure'),
});

export type IngredientRow = z.output<typeof ingredientRow>;

/** content/data/ingredient-weights.yaml: the weight of a US measure of common ingredients. */
export const ingredientWeightsSchema = datedTableSchema({
  rows: z
    .array(ingredientRow)
    .min(80)
    .superRefine((rows, context) => {
      const keys = rows.map((row) => row.key);
      for (const key of new Set(keys.filter((key, index) => keys.indexOf(key) !== index))) {
        context.addIssue({ code: 'custom', message: `ingredient "${key}" appears more than once` });
      }
    })
    .describe('One row per ingredient, in menu order within its group'),
});

export type IngredientWeightsTable = z.output<typeof ingredientWeightsSchema>;
