/**
 * schema.org Recipe structured data, so search engines can show times, yield and nutrition.
 * Built from the same helpers as the page, so the data always matches what a visitor reads.
 */
import { absoluteUrl } from '../metadata.ts';
import { isoDuration } from './durations.ts';
import { recipePath } from './paths.ts';
import { ingredientText } from './quantities.ts';
import type { Recipe } from './schema.ts';

export interface RecipeJsonLdContext {
  /** Absolute site address, e.g. "https://www.calculio.com/". */
  site: string;
  siteName: string;
  cuisineName?: string | undefined;
  /** The recipes-page section the dish is listed in first, e.g. "Soups". */
  category?: string | undefined;
}

/** The id of a step on the page, so each HowToStep can point at it. */
export function stepId(index: number): string {
  return `step-${index + 1}`;
}

export function recipeJsonLd(recipe: Recipe, context: RecipeJsonLdContext): Record<string, unknown> {
  const url = absoluteUrl(context.site, recipePath(recipe));
  const { nutrition } = recipe;
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    description: recipe.overview,
    url,
    author: { '@type': 'Organization', name: context.siteName },
    ...(context.cuisineName === undefined ? {} : { recipeCuisine: context.cuisineName }),
    ...(context.category === undefined ? {} : { recipeCategory: context.category }),
    recipeYield: `${recipe.servings} servings`,
    prepTime: isoDuration(recipe.prepMinutes),
    cookTime: isoDuration(recipe.cookMinutes),
    totalTime: isoDuration(recipe.totalMinutes),
    recipeIngredient: recipe.ingredients.flatMap((entry) => ('item' in entry ? [ingredientText(entry)] : [])),
    recipeInstructions: recipe.instructions.map((text, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      text,
      url: `${url}#${stepId(index)}`,
    })),
    nutrition: {
      '@type': 'NutritionInformation',
      servingSize: '1 serving',
      calories: `${nutrition.calories} calories`,
      proteinContent: `${nutrition.proteinGrams} g`,
      carbohydrateContent: `${nutrition.carbohydrateGrams} g`,
      fatContent: `${nutrition.fatGrams} g`,
      ...(nutrition.fiberGrams === undefined ? {} : { fiberContent: `${nutrition.fiberGrams} g` }),
      ...(nutrition.sodiumMilligrams === undefined ? {} : { sodiumContent: `${nutrition.sodiumMilligrams} mg` }),
    },
  };
}
