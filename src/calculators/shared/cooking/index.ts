/*
 * Cooking: what the kitchen calculators share, on top of the engine's unit table (US, metric and
 * UK cups, spoons, fluid ounces, grams and ounces all come from there).
 *
 * - ingredient-weights.ts (with its schema and published-measures.ts): the weight of a cup of common ingredients (content/data/ingredient-weights.yaml)
 *   and the volume ↔ weight conversion through it.
 * - kitchen-measures.ts: the cups, spoons and weights of the kitchen converters; the US butter stick.
 * - oven.ts: gas marks and the fan-oven adjustment.
 * - sweeteners.ts: how much of each sweetener replaces a cup of sugar.
 * - eggs.ts: US egg sizes by weight. gelatin.ts: powder, envelopes and sheet grades by Bloom.
 * - yeast.ts: yeast types by strength and package. pans.ts: pan areas, capacities and baking advice.
 * - high-altitude.ts: the CSU Extension high-altitude baking table.
 * - safe-temperatures.ts: USDA FSIS safe minimum temperatures, doneness and carryover, the thermometer notice.
 * - turkey.ts, roasts.ts: the USDA FSIS turkey and roast timetables. smoking.ts: low-and-slow times and the stall.
 * - recipe-quantities.ts: the recipe units, scaling to other servings, US and metric conversion and kitchen
 *   fractions, shared by the recipe pages and the recipe scaler. recipe-lines.ts reads a typed ingredient line.
 * - sous-vide.ts: heating time to the centre of a slab, cylinder or sphere in a water bath (Baldwin's method).
 * - bakers-math.ts: baker's percentages, flour for a dough weight, the flour and water in a starter.
 */
export {};
