/**
 * An ingredient as the recipe pages show it, through the shared recipe quantity rules (scaling,
 * US and metric units, kitchen fractions, counted things rounded and named in agreement).
 */
import { showIngredient, type IngredientShown } from '../../calculators/shared/cooking/counted-items.ts';
import type { UnitDisplay } from '../../calculators/shared/cooking/recipe-quantities.ts';
import type { Ingredient } from './schema.ts';

/** The ingredient's quantity (undefined for "to taste" items) and name, scaled by `factor`. */
export function ingredientShown(
  ingredient: Ingredient,
  factor = 1,
  display: UnitDisplay = 'original',
): IngredientShown {
  const amount = ingredient.quantity === undefined ? undefined : { value: ingredient.quantity, unit: ingredient.unit };
  return showIngredient(amount, ingredient.item, factor, display);
}

/** One ingredient as a line of text, e.g. "½ cup whole milk (warm)"; used for structured data. */
export function ingredientText(ingredient: Ingredient): string {
  const { quantity } = ingredientShown(ingredient);
  const note = ingredient.note === undefined ? '' : ` (${ingredient.note})`;
  return `${quantity === undefined ? '' : `${quantity} `}${ingredient.item}${note}`;
}

/** A number followed by a measure ("4 litres", "250 ml", "2 cups"): an amount written in a step. */
const AMOUNT_IN_TEXT =
  /\b\d+(?:[.,/]\d+)?\s*(?:ml|l|litres?|liters?|g|kg|grams?|cups?|tbsp|tsp|tablespoons?|teaspoons?|oz|ounces?|lb|lbs|pounds?|quarts?|pints?)\b/i;

/** Whether any step writes an amount, which the scaler cannot change inside the sentence. */
export const stepsWriteAmounts = (steps: readonly string[]) => steps.some((step) => AMOUNT_IN_TEXT.test(step));
