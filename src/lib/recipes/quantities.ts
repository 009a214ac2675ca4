/**
 * An ingredient's quantity as the recipe pages show it, through the shared recipe quantity rules
 * (scaling, US and metric units, kitchen fractions).
 */
import { formatAmount, presentAmount, type UnitDisplay } from '../../calculators/shared/cooking/recipe-quantities.ts';
import type { Ingredient } from './schema.ts';

/** The quantity of an ingredient as shown, or undefined for "to taste" items. */
export function ingredientQuantity(
  ingredient: Ingredient,
  factor = 1,
  display: UnitDisplay = 'original',
): string | undefined {
  if (ingredient.quantity === undefined) return undefined;
  return formatAmount(presentAmount({ value: ingredient.quantity, unit: ingredient.unit }, factor, display));
}

/** One ingredient as a line of text, e.g. "½ cup whole milk (warm)"; used for structured data. */
export function ingredientText(ingredient: Ingredient): string {
  const quantity = ingredientQuantity(ingredient);
  const note = ingredient.note === undefined ? '' : ` (${ingredient.note})`;
  return `${quantity === undefined ? '' : `${quantity} `}${ingredient.item}${note}`;
}
