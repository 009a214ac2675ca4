import { z } from 'astro/zod';
import { RECIPE_UNITS } from '../../calculators/shared/cooking/recipe-quantities.ts';
import { slugify } from '../slugify.ts';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use lower-case kebab-case');

export const ingredientSchema = z.strictObject({
  item: z.string().min(2).max(80).describe('What it is, e.g. "plain flour" or "eggs, beaten"'),
  quantity: z
    .number()
    .positive()
    .max(10_000)
    .optional()
    .describe('Amount as a decimal number (0.75, not "3/4"); leave out for "to taste"'),
  unit: z.enum(RECIPE_UNITS).optional().describe('Unit of the quantity; leave out for whole items (3 eggs)'),
  note: z.string().max(80).optional().describe('Extra words shown after the item, e.g. "to taste", "optional"'),
});

export const recipeSchema = z
  .strictObject({
    title: z.string().min(3).max(70).describe('Recipe name; the slug must be derived from it'),
    slug: slug.describe('slugify(title): lower-case, accents and punctuation removed, spaces to hyphens'),
    cuisine: slug.optional().describe('Cuisine key for cuisine recipes; leave out for section-only recipes'),
    overview: z.string().min(80).max(600).describe('Two to four sentences: what the dish is and why it works'),
    servings: z.number().int().min(1).max(48).describe('How many people the quantities serve'),
    prepMinutes: z.number().int().min(0).max(2880),
    cookMinutes: z.number().int().min(0).max(2880),
    totalMinutes: z.number().int().min(1).max(4320).describe('Prep + cook + any resting or marinating time'),
    ingredients: z
      .array(
        z.union([
          ingredientSchema,
          z.strictObject({
            group: z.string().min(2).max(60).describe('A heading inside the list, e.g. "For the sauce"'),
          }),
        ]),
      )
      .min(3),
    instructions: z.array(z.string().min(15).max(600)).min(3).describe('Numbered steps, in order'),
    tips: z.array(z.string().min(15).max(400)).min(2),
    nutrition: z
      .strictObject({
        calories: z.number().int().min(0).max(3000),
        proteinGrams: z.number().min(0).max(300),
        carbohydrateGrams: z.number().min(0).max(500),
        fatGrams: z.number().min(0).max(300),
        fiberGrams: z.number().min(0).max(100).optional(),
        sodiumMilligrams: z.number().min(0).max(10_000).optional(),
      })
      .describe('Estimated nutrition per serving'),
    references: z
      .array(z.strictObject({ title: z.string().min(5).max(160), url: z.url() }))
      .min(1)
      .describe('Where the dish or technique is documented'),
  })
  .superRefine((recipe, context) => {
    if (slugify(recipe.title) !== recipe.slug) {
      context.addIssue({
        code: 'custom',
        path: ['slug'],
        message: `must be "${slugify(recipe.title)}" (derived from the title)`,
      });
    }
    if (recipe.totalMinutes < recipe.prepMinutes + recipe.cookMinutes) {
      context.addIssue({ code: 'custom', path: ['totalMinutes'], message: 'must be at least prep + cook' });
    }
  });

export const cuisineSchema = z.strictObject({
  key: slug.describe('e.g. "middle-eastern"'),
  name: z.string().min(3).max(40).describe('Display name, e.g. "Middle Eastern"'),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 code in capitals, e.g. "IT"')
    .describe('Country whose flag represents the cuisine'),
  description: z.string().min(60).max(300),
  recipes: z.array(slug).length(10, 'each cuisine has exactly 10 recipes').describe('Recipe slugs, in page order'),
});

export const recipeSectionsSchema = z.array(
  z.strictObject({
    key: slug,
    title: z.string().min(3).max(40),
    emoji: z.string().min(1).max(16),
    description: z.string().min(20).max(200),
    /** Recipe slugs; the 'cuisines' section lists cuisine keys instead. */
    items: z.array(slug).min(1),
  }),
);

export type Recipe = z.infer<typeof recipeSchema>;
export type Ingredient = z.infer<typeof ingredientSchema>;
export type Cuisine = z.infer<typeof cuisineSchema>;
export type RecipeSection = z.infer<typeof recipeSectionsSchema>[number];
