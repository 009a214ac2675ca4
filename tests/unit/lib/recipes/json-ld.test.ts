import { describe, expect, it } from 'vitest';
import { getRecipeCatalogue } from '../../../../src/lib/recipes/catalogue.ts';
import { recipeJsonLd, stepId } from '../../../../src/lib/recipes/json-ld.ts';

const site = 'https://www.example.com/';

describe('recipeJsonLd', () => {
  const recipe = getRecipeCatalogue().recipes.get('pao-de-queijo')!;
  const data = recipeJsonLd(recipe, { site, siteName: 'Calculio', cuisineName: 'Brazilian', category: 'Finger Foods' });

  it('describes the dish as a schema.org Recipe with ISO 8601 times', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Pão de Queijo',
      url: 'https://www.example.com/recipes/brazilian/pao-de-queijo/',
      recipeCuisine: 'Brazilian',
      recipeCategory: 'Finger Foods',
      recipeYield: '8 servings',
      prepTime: 'PT25M',
      cookTime: 'PT25M',
      totalTime: 'PT1H',
    });
  });

  it('lists the ingredients as text, as the page shows them', () => {
    expect(data['recipeIngredient']).toContain('½ cup whole milk');
    expect(data['recipeIngredient']).toContain('⅓ cup vegetable oil');
    expect(data['recipeIngredient']).toContain('2 large eggs, at room temperature');
  });

  it('gives each step as a HowToStep pointing at the step on the page', () => {
    const steps = data['recipeInstructions'] as Array<Record<string, unknown>>;
    expect(steps).toHaveLength(recipe.instructions.length);
    expect(steps[1]).toEqual({
      '@type': 'HowToStep',
      position: 2,
      text: recipe.instructions[1],
      url: `https://www.example.com/recipes/brazilian/pao-de-queijo/#${stepId(1)}`,
    });
  });

  it('gives the nutrition per serving with units', () => {
    expect(data['nutrition']).toEqual({
      '@type': 'NutritionInformation',
      servingSize: '1 serving',
      calories: '283 calories',
      proteinContent: '8 g',
      carbohydrateContent: '29 g',
      fatContent: '15 g',
      fiberContent: '0 g',
      sodiumContent: '550 mg',
    });
  });

  it('leaves out the cuisine and category when a dish has none', () => {
    const oats = recipeJsonLd(getRecipeCatalogue().recipes.get('overnight-oats')!, { site, siteName: 'Calculio' });
    expect(oats).not.toHaveProperty('recipeCuisine');
    expect(oats).not.toHaveProperty('recipeCategory');
    expect(oats['url']).toBe('https://www.example.com/recipes/overnight-oats/');
  });
});
