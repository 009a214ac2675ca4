import { getRecipeCatalogue, type Cuisine, type Recipe } from './catalogue.ts';

export type RecipeRoute =
  | { path: string; page: 'cuisine'; cuisine: Cuisine }
  | { path: string; page: 'recipe'; recipe: Recipe; cuisine?: Cuisine | undefined };

/**
 * Every page under /recipes/ except the index, as paths relative to it: "italian",
 * "italian/minestrone" and, for dishes outside a cuisine, "shakshuka". The catalogue has already
 * made sure no two of them collide.
 */
export function recipeRoutes(): RecipeRoute[] {
  const { cuisines, recipes } = getRecipeCatalogue();
  const cuisineByKey = new Map(cuisines.map((cuisine) => [cuisine.key, cuisine]));
  return [
    ...cuisines.map((cuisine) => ({ path: cuisine.key, page: 'cuisine' as const, cuisine })),
    ...[...recipes.values()].map((recipe) => ({
      path: recipe.cuisine === undefined ? recipe.slug : `${recipe.cuisine}/${recipe.slug}`,
      page: 'recipe' as const,
      recipe,
      cuisine: recipe.cuisine === undefined ? undefined : cuisineByKey.get(recipe.cuisine),
    })),
  ];
}

/** The sections of the recipes page that list a dish, e.g. Soups and Budget. */
export function sectionsListing(slug: string) {
  return getRecipeCatalogue().sections.filter((section) => section.items.includes(slug));
}
