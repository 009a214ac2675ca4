/*
 * Cooking: what the kitchen calculators share, on top of the engine's unit table (US, metric and
 * UK cups, spoons, fluid ounces, grams and ounces all come from there).
 *
 * - ingredient-weights.ts: the weight of a cup of common ingredients (content/data/ingredient-weights.yaml)
 *   and the volume ↔ weight conversion through it.
 */
export {};
