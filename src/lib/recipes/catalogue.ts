/**
 * The recipe content, read once and checked as a whole. Each file is validated on its own by the
 * schemas (readYamlContent names the file and field); this module adds the checks that need
 * several files at once, so a broken reference stops the build instead of becoming a dead link.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_DIR, readYamlContent } from '../content/read-yaml.ts';
import {
  cuisineSchema,
  recipeSchema,
  recipeSectionsSchema,
  type Cuisine,
  type Recipe,
  type RecipeSection,
} from './schema.ts';

export type { Cuisine, Recipe, RecipeSection };

/** The section that lists cuisine keys instead of recipe slugs. */
export const CUISINES_SECTION = 'cuisines';
export const RECIPES_PER_CUISINE = 10;

export interface LoadedFile<T> {
  /** Path under content/, e.g. "recipes/dishes/minestrone.yaml". */
  file: string;
  data: T;
}

export interface CatalogueSources {
  cuisines: readonly LoadedFile<Cuisine>[];
  recipes: readonly LoadedFile<Recipe>[];
  sections: readonly RecipeSection[];
}

export interface RecipeCatalogue {
  /** In the order of the cuisines section. */
  cuisines: Cuisine[];
  recipes: ReadonlyMap<string, Recipe>;
  sections: RecipeSection[];
}

const SECTIONS_FILE = 'recipes/sections.yaml';

function fileName(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1);
}

function duplicates(values: readonly string[]): string[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

/** Every cross-file problem, each naming the file an editor has to open. */
export function catalogueProblems({ cuisines, recipes, sections }: CatalogueSources): string[] {
  const problems: string[] = [];
  const recipeBySlug = new Map<string, LoadedFile<Recipe>>();
  const cuisineKeys = new Set(cuisines.map(({ data }) => data.key));

  for (const entry of recipes) {
    const { slug, cuisine } = entry.data;
    if (fileName(entry.file) !== `${slug}.yaml`)
      problems.push(`content/${entry.file}: the file must be named ${slug}.yaml`);
    const twin = recipeBySlug.get(slug);
    if (twin) problems.push(`content/${entry.file}: slug "${slug}" is already used by content/${twin.file}`);
    recipeBySlug.set(slug, entry);
    if (cuisine === undefined && cuisineKeys.has(slug)) {
      problems.push(`content/${entry.file}: slug "${slug}" is a cuisine key; both pages would be /recipes/${slug}/`);
    }
    if (cuisine !== undefined && !cuisineKeys.has(cuisine)) {
      problems.push(`content/${entry.file}: cuisine "${cuisine}" does not exist in content/recipes/cuisines/`);
    }
  }

  for (const { file, data: cuisine } of cuisines) {
    if (fileName(file) !== `${cuisine.key}.yaml`)
      problems.push(`content/${file}: the file must be named ${cuisine.key}.yaml`);
    if (cuisine.recipes.length !== RECIPES_PER_CUISINE) {
      problems.push(
        `content/${file}: lists ${cuisine.recipes.length} recipes; a cuisine has exactly ${RECIPES_PER_CUISINE}`,
      );
    }
    for (const slug of duplicates(cuisine.recipes)) problems.push(`content/${file}: recipe "${slug}" is listed twice`);
    for (const slug of cuisine.recipes) {
      const recipe = recipeBySlug.get(slug)?.data;
      if (!recipe)
        problems.push(`content/${file}: recipe "${slug}" does not exist (no content/recipes/dishes/${slug}.yaml)`);
      else if (recipe.cuisine !== cuisine.key) {
        problems.push(
          `content/${file}: recipe "${slug}" has cuisine "${recipe.cuisine ?? '(none)'}"; it must say cuisine: ${cuisine.key}`,
        );
      }
    }
  }

  for (const { file, data: recipe } of recipes) {
    const listing = cuisines.find(({ data }) => data.key === recipe.cuisine)?.data;
    if (listing && !listing.recipes.includes(recipe.slug)) {
      problems.push(
        `content/${file}: cuisine "${listing.key}" does not list "${recipe.slug}", so no page would link to it`,
      );
    }
  }

  for (const key of duplicates(sections.map((section) => section.key))) {
    problems.push(`content/${SECTIONS_FILE}: section "${key}" appears twice`);
  }
  const cuisineSection = sections.find((section) => section.key === CUISINES_SECTION);
  if (!cuisineSection) problems.push(`content/${SECTIONS_FILE}: the "${CUISINES_SECTION}" section is missing`);
  for (const section of sections) {
    for (const item of duplicates(section.items)) {
      problems.push(`content/${SECTIONS_FILE}: section "${section.key}" lists "${item}" twice`);
    }
    for (const item of section.items) {
      const exists = section.key === CUISINES_SECTION ? cuisineKeys.has(item) : recipeBySlug.has(item);
      if (!exists) {
        const what = section.key === CUISINES_SECTION ? 'cuisine' : 'recipe';
        problems.push(
          `content/${SECTIONS_FILE}: section "${section.key}" lists ${what} "${item}", which does not exist`,
        );
      }
    }
  }
  for (const key of cuisineKeys) {
    if (cuisineSection && !cuisineSection.items.includes(key)) {
      problems.push(`content/${SECTIONS_FILE}: cuisine "${key}" is missing from the "${CUISINES_SECTION}" section`);
    }
  }

  const listedInSections = new Set(sections.filter((s) => s.key !== CUISINES_SECTION).flatMap((s) => s.items));
  for (const { file, data: recipe } of recipes) {
    if (recipe.cuisine === undefined && !listedInSections.has(recipe.slug)) {
      problems.push(
        `content/${file}: "${recipe.slug}" is in no section of content/${SECTIONS_FILE}, so no page links to it`,
      );
    }
  }
  return problems;
}

function readFolder<T>(folder: string, read: (file: string) => T): LoadedFile<T>[] {
  return readdirSync(join(CONTENT_DIR, folder))
    .filter((name) => name.endsWith('.yaml') && !name.startsWith('_'))
    .sort()
    .map((name) => ({ file: `${folder}/${name}`, data: read(`${folder}/${name}`) }));
}

/** Reads every recipe file, validates each, then checks them together. Throws on any problem. */
export function loadRecipeCatalogue(): RecipeCatalogue {
  const sources: CatalogueSources = {
    cuisines: readFolder('recipes/cuisines', (file) => readYamlContent(file, cuisineSchema)),
    recipes: readFolder('recipes/dishes', (file) => readYamlContent(file, recipeSchema)),
    sections: readYamlContent(SECTIONS_FILE, recipeSectionsSchema),
  };
  const problems = catalogueProblems(sources);
  if (problems.length > 0) {
    throw new Error(`Recipe content is not consistent:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
  const cuisineByKey = new Map(sources.cuisines.map(({ data }) => [data.key, data]));
  const order = sources.sections.find((section) => section.key === CUISINES_SECTION)?.items ?? [];
  return {
    cuisines: order.map((key) => cuisineByKey.get(key)).filter((cuisine) => cuisine !== undefined),
    recipes: new Map(sources.recipes.map(({ data }) => [data.slug, data])),
    sections: [...sources.sections],
  };
}

let cached: RecipeCatalogue | undefined;

/** The catalogue, loaded on first use; every page of one build shares it. */
export function getRecipeCatalogue(): RecipeCatalogue {
  cached ??= loadRecipeCatalogue();
  return cached;
}

export function getCuisine(key: string): Cuisine | undefined {
  return getRecipeCatalogue().cuisines.find((cuisine) => cuisine.key === key);
}

/** A cuisine's recipes in page order (the catalogue has checked that each exists). */
export function cuisineRecipes(cuisine: Cuisine): Recipe[] {
  const { recipes } = getRecipeCatalogue();
  return cuisine.recipes.map((slug) => recipes.get(slug)).filter((recipe) => recipe !== undefined);
}

/** Items over all sections, as the recipes page counts them (a dish in two sections counts twice). */
export function sectionItemCount(sections: readonly RecipeSection[]): number {
  return sections.reduce((sum, section) => sum + section.items.length, 0);
}
