import { describe, expect, it } from 'vitest';
import { ingredientShown, ingredientText, stepsWriteAmounts } from '../../../../src/lib/recipes/quantities.ts';

describe('ingredient lines', () => {
  it('writes quantity, unit, item and note', () => {
    expect(ingredientText({ item: 'whole milk', quantity: 0.5, unit: 'cup' })).toBe('½ cup whole milk');
    expect(ingredientText({ item: 'large eggs', quantity: 2 })).toBe('2 large eggs');
    expect(ingredientText({ item: 'salt', note: 'to taste' })).toBe('salt (to taste)');
  });

  it('has no quantity for a to-taste item, whatever the scale', () => {
    expect(ingredientShown({ item: 'salt' }, 2, 'metric').quantity).toBeUndefined();
  });

  it('scales counted items to a half, names them in agreement and says what was rounded', () => {
    // A 4-serving recipe's 2 yolks and 1 egg at 1 serving: ½ yolk, and ¼ egg rounded up to ½.
    expect(ingredientShown({ item: 'large egg yolks', quantity: 2 }, 0.25)).toEqual({
      quantity: '½',
      item: 'large egg yolk',
    });
    expect(ingredientShown({ item: 'large egg', quantity: 1 }, 0.25)).toEqual({
      quantity: '½',
      item: 'large egg',
      roundedFrom: '¼',
    });
    expect(ingredientShown({ item: 'medium onion, sliced', quantity: 1 }, 2.5).item).toBe('medium onions, sliced');
  });
});

describe('amounts written in the steps', () => {
  it('are found when a number is followed by a measure', () => {
    expect(stepsWriteAmounts(['Bring 4 litres of salted water to a boil.'])).toBe(true);
    expect(stepsWriteAmounts(['Simmer for 10 minutes, then add 250 ml stock.'])).toBe(true);
    expect(stepsWriteAmounts(['Simmer for 10 minutes at 180 °C.'])).toBe(false);
  });
});
