import { describe, expect, it } from 'vitest';
import scaler from '../../../../src/calculators/cooking/recipe-scaler-servings.ts';

const amounts = (
  ingredients: string,
  original: number,
  wanted: number,
  display: 'original' | 'us' | 'metric' = 'original',
) => scaler.compute({ ingredients, original, wanted, display }).scaled.map((row) => `${row.amount} ${row.ingredient}`);

describe('recipe scaler', () => {
  it('scales the cookie recipe of "Bakery and Business Math" (ch. 21) from 4 to 6 dozen', () => {
    // Open Washington Pressbooks: 1 cup butter → 1 ½ cups, ½ cup sugar → ¾ cup, 2 eggs → 3 eggs,
    // 2 cups flour → 3 cups, 1 tsp baking soda → 1 ½ tsp.
    const lines = amounts('1 cup butter\n½ cup sugar\n2 eggs\n2 cups flour\n1 tsp baking soda', 48, 72);
    expect(lines).toEqual(['1 ½ cups butter', '¾ cup sugar', '3 eggs', '3 cups flour', '1 ½ tsp baking soda']);
  });

  it('halves the soup of Recipe Circus, "Recipe conversions: total yield"', () => {
    // 5 lbs cauliflower × 0.5 = 2 ½ lbs, 4 celery stalks × 0.5 = 2, 1 onion × 0.5 = ½.
    expect(amounts('5 lbs cauliflower\n4 celery stalks\n1 onion', 6, 3)).toEqual([
      '2 ½ lb cauliflower',
      '2 celery stalks',
      '½ onion',
    ]);
  });

  it('follows the recipe pages: three teaspoons become a tablespoon, metric on request', () => {
    expect(amounts('2 tsp vanilla', 48, 72)).toEqual(['1 tbsp vanilla']);
    expect(amounts('1 cup milk', 4, 4, 'metric')).toEqual(['237 ml milk']);
  });

  it('keeps lines without an amount, unscaled', () => {
    const { scaled } = scaler.compute({ ingredients: 'salt to taste', original: 2, wanted: 4, display: 'original' });
    expect(scaled).toEqual([{ amount: '', ingredient: 'salt to taste' }]);
  });

  it('asks for an amount when no line has one', () => {
    expect(scaler.validate?.({ ingredients: 'salt\npepper', original: 4, wanted: 6, display: 'original' })).toEqual([
      { field: 'ingredients', message: 'Start at least one line with its amount, e.g. "1 ½ cups flour".' },
    ]);
  });
});
