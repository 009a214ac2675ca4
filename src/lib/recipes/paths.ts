/** Addresses of the recipe pages and flags; links always end with "/" so object storage needs no hop. */

export const RECIPES_PATH = '/recipes/';

export function cuisinePath(cuisineKey: string): string {
  return `${RECIPES_PATH}${cuisineKey}/`;
}

/** A cuisine's dish lives under its cuisine; any other dish directly under /recipes/. */
export function recipePath(recipe: { slug: string; cuisine?: string | undefined }): string {
  return recipe.cuisine === undefined
    ? `${RECIPES_PATH}${recipe.slug}/`
    : `${cuisinePath(recipe.cuisine)}${recipe.slug}/`;
}

export function flagPath(countryCode: string): string {
  return `/flags/${countryCode.toLowerCase()}.svg`;
}
