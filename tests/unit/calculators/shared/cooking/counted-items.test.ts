import { describe, expect, it } from 'vitest';
import {
  itemForCount,
  roundCount,
  showIngredient,
} from '../../../../../src/calculators/shared/cooking/counted-items.ts';

describe('counted recipe items', () => {
  it('round to the nearest half, never to none', () => {
    expect(roundCount(0.25)).toBe(0.5);
    expect(roundCount(1.125)).toBe(1);
    expect(roundCount(2.75)).toBe(3);
    expect(roundCount(0)).toBe(0);
  });

  it('name the head noun in agreement with the number', () => {
    for (const [item, count, expected] of [
      ['large egg yolks', 1, 'large egg yolk'],
      ['medium onion, thinly sliced', 2, 'medium onions, thinly sliced'],
      ['bone-in, skin-on chicken thighs', 1, 'bone-in, skin-on chicken thigh'],
      ['unbaked 9-inch (23 cm) pie crust, homemade', 2, 'unbaked 9-inch (23 cm) pie crusts, homemade'],
      ['ears of sweet corn', 1, 'ear of sweet corn'],
      ['grape leaves in brine', 3, 'grape leaves in brine'],
      ['green or red bell pepper, diced', 2, 'green or red bell peppers, diced'],
      ['garlic, halved crosswise', 2, 'garlic, halved crosswise'],
      ['large eggs', 0.5, 'large egg'],
    ] as const) {
      expect(itemForCount(item, count)).toBe(expected);
    }
  });

  it('leave a line exactly as written at the recipe’s own servings', () => {
    expect(showIngredient({ value: 2 }, 'cilantro sprigs', 1, 'original')).toEqual({
      quantity: '2',
      item: 'cilantro sprigs',
    });
  });

  it('round counting units such as cloves and keep measured ones exact', () => {
    expect(showIngredient({ value: 3, unit: 'clove' }, 'garlic', 0.25, 'original')).toEqual({
      quantity: '1 clove',
      item: 'garlic',
      roundedFrom: '¾',
    });
    expect(showIngredient({ value: 1, unit: 'tsp' }, 'salt', 0.25, 'original').roundedFrom).toBeUndefined();
  });
});
