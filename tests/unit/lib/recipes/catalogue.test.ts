import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readYamlContent } from '../../../../src/lib/content/read-yaml.ts';
import { cuisineSchema, recipeSchema } from '../../../../src/lib/recipes/schema.ts';
import {
  catalogueProblems,
  CUISINES_SECTION,
  cuisineRecipes,
  getRecipeCatalogue,
  loadRecipeCatalogue,
  sectionItemCount,
  type CatalogueSources,
  type Cuisine,
  type Recipe,
} from '../../../../src/lib/recipes/catalogue.ts';
import { recipePath } from '../../../../src/lib/recipes/paths.ts';

const SPEC_CUISINES = [
  'italian',
  'mexican',
  'french',
  'japanese',
  'chinese',
  'korean',
  'indian',
  'thai',
  'middle-eastern',
  'greek',
  'brazilian',
  'portuguese',
];

const SPEC_SECTIONS = [
  'bbq',
  'cuisines',
  'finger-foods',
  'breakfast',
  'soups',
  'salads',
  'pasta',
  'meats',
  'seafood',
  'sandwiches',
  'desserts',
  'breads',
  'sauces',
  'drinks',
  'meal-prep',
  'holiday',
  'budget',
  'dietary',
  'child-nutrition',
];

const filesIn = (folder: string) => readdirSync(`content/${folder}`).filter((name) => name.endsWith('.yaml'));

describe.each([
  ['recipes/dishes', recipeSchema, 'slug'],
  ['recipes/cuisines', cuisineSchema, 'key'],
] as const)('every file in content/%s', (folder, schema, idField) => {
  it.each(filesIn(folder))(`%s validates and is named after its ${idField}`, (file) => {
    const data = readYamlContent(`${folder}/${file}`, schema) as Record<string, unknown>;
    expect(`${String(data[idField])}.yaml`).toBe(file);
  });
});

describe('the recipe content', () => {
  const catalogue = getRecipeCatalogue();

  it('has 167 recipes and 12 cuisines', () => {
    expect(filesIn('recipes/dishes')).toHaveLength(167);
    expect(catalogue.recipes.size).toBe(167);
  });

  it('loads: every recipe, cuisine and the sections file validate and agree with each other', () => {
    expect(() => loadRecipeCatalogue()).not.toThrow();
  });

  it('has the 12 cuisines of the specification, each with 10 recipes of that cuisine', () => {
    expect(catalogue.cuisines.map((cuisine) => cuisine.key)).toEqual(SPEC_CUISINES);
    for (const cuisine of catalogue.cuisines) {
      const recipes = cuisineRecipes(cuisine);
      expect(recipes, cuisine.key).toHaveLength(10);
      expect(new Set(recipes.map((recipe) => recipe.slug)).size).toBe(10);
      for (const recipe of recipes) expect(recipe.cuisine, recipe.slug).toBe(cuisine.key);
    }
  });

  it('has the 19 sections of the specification, in order, and every item exists', () => {
    expect(catalogue.sections.map((section) => section.key)).toEqual(SPEC_SECTIONS);
    const cuisineKeys = new Set(catalogue.cuisines.map((cuisine) => cuisine.key));
    for (const section of catalogue.sections) {
      for (const item of section.items) {
        const exists = section.key === CUISINES_SECTION ? cuisineKeys.has(item) : catalogue.recipes.has(item);
        expect(exists, `${section.key}: ${item}`).toBe(true);
      }
    }
  });

  it('gives no recipe outside a cuisine a slug that is a cuisine key', () => {
    const cuisineKeys = new Set(catalogue.cuisines.map((cuisine) => cuisine.key));
    const clashes = [...catalogue.recipes.values()].filter((r) => r.cuisine === undefined && cuisineKeys.has(r.slug));
    expect(clashes).toEqual([]);
  });

  it('gives every recipe its own address', () => {
    const paths = [...catalogue.recipes.values()].map(recipePath);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('counts the items of all sections together', () => {
    expect(sectionItemCount(catalogue.sections)).toBe(
      catalogue.sections.reduce((sum, section) => sum + section.items.length, 0),
    );
    expect(sectionItemCount([])).toBe(0);
  });
});

function recipe(slug: string, cuisine?: string): Recipe {
  return {
    title: slug,
    slug,
    ...(cuisine === undefined ? {} : { cuisine }),
    overview: 'An overview.',
    servings: 4,
    prepMinutes: 1,
    cookMinutes: 1,
    totalMinutes: 2,
    ingredients: [],
    instructions: [],
    tips: [],
    nutrition: { calories: 1, proteinGrams: 1, carbohydrateGrams: 1, fatGrams: 1 },
    references: [],
  };
}

function cuisine(key: string, recipes: string[]): Cuisine {
  return { key, name: key, countryCode: 'IT', description: 'A description.', recipes };
}

/** A consistent set: one cuisine of ten dishes, one section dish, both sections. */
function sources(): CatalogueSources {
  const dishes = Array.from({ length: 10 }, (_, index) => `dish-${index}`);
  return {
    cuisines: [{ file: 'recipes/cuisines/italian.yaml', data: cuisine('italian', dishes) }],
    recipes: [
      ...dishes.map((slug) => ({ file: `recipes/dishes/${slug}.yaml`, data: recipe(slug, 'italian') })),
      { file: 'recipes/dishes/toast.yaml', data: recipe('toast') },
    ],
    sections: [
      { key: 'cuisines', title: 'Cuisines', emoji: '🌍', description: 'd', items: ['italian'] },
      { key: 'breakfast', title: 'Breakfast', emoji: '🥞', description: 'd', items: ['toast', 'dish-1'] },
    ],
  };
}

describe('catalogueProblems', () => {
  it('finds nothing wrong with consistent content', () => {
    expect(catalogueProblems(sources())).toEqual([]);
  });

  it('rejects a cuisine that does not list exactly 10 recipes', () => {
    const input = sources();
    input.cuisines[0]!.data.recipes.pop();
    expect(catalogueProblems(input)).toContainEqual(expect.stringMatching(/italian\.yaml: lists 9 recipes/));
  });

  it('rejects a cuisine recipe that does not exist or belongs to another cuisine', () => {
    const input = sources();
    input.cuisines[0]!.data.recipes[0] = 'ghost';
    input.cuisines[0]!.data.recipes[1] = 'toast';
    const problems = catalogueProblems(input);
    expect(problems).toContainEqual(expect.stringMatching(/recipe "ghost" does not exist/));
    expect(problems).toContainEqual(expect.stringMatching(/recipe "toast" has cuisine "\(none\)"/));
    expect(problems).toContainEqual(expect.stringMatching(/dish-0\.yaml: cuisine "italian" does not list "dish-0"/));
  });

  it('rejects a section item that does not exist', () => {
    const input = sources();
    input.sections[1]!.items.push('no-such-dish');
    input.sections[0]!.items.push('atlantis');
    const problems = catalogueProblems(input);
    expect(problems).toContainEqual(expect.stringMatching(/section "breakfast" lists recipe "no-such-dish"/));
    expect(problems).toContainEqual(expect.stringMatching(/section "cuisines" lists cuisine "atlantis"/));
  });

  it('rejects a recipe outside a cuisine whose slug is a cuisine key', () => {
    const input = sources();
    input.recipes = [...input.recipes, { file: 'recipes/dishes/italian.yaml', data: recipe('italian') }];
    input.sections[1]!.items.push('italian');
    expect(catalogueProblems(input)).toContainEqual(expect.stringMatching(/slug "italian" is a cuisine key/));
  });

  it('rejects a file whose name disagrees with its slug or key', () => {
    const input = sources();
    input.recipes = [...input.recipes, { file: 'recipes/dishes/toasts.yaml', data: recipe('jam') }];
    input.cuisines = [{ ...input.cuisines[0]!, file: 'recipes/cuisines/italy.yaml' }];
    const problems = catalogueProblems(input);
    expect(problems).toContainEqual('content/recipes/dishes/toasts.yaml: the file must be named jam.yaml');
    expect(problems).toContainEqual('content/recipes/cuisines/italy.yaml: the file must be named italian.yaml');
  });

  it('rejects a recipe no page would link to, and an unknown cuisine on a recipe', () => {
    const input = sources();
    input.recipes = [
      ...input.recipes,
      { file: 'recipes/dishes/jam.yaml', data: recipe('jam') },
      { file: 'recipes/dishes/taco.yaml', data: recipe('taco', 'mexican') },
    ];
    const problems = catalogueProblems(input);
    expect(problems).toContainEqual(expect.stringMatching(/jam\.yaml: "jam" is in no section/));
    expect(problems).toContainEqual(expect.stringMatching(/taco\.yaml: cuisine "mexican" does not exist/));
  });

  it('rejects a cuisine missing from the cuisines section', () => {
    const input = sources();
    input.sections[0]!.items = [];
    expect(catalogueProblems(input)).toContainEqual(expect.stringMatching(/cuisine "italian" is missing from/));
  });
});
