import { describe, expect, it } from 'vitest';
import { ingredientQuantity, ingredientText } from '../../../../src/lib/recipes/quantities.ts';

describe('ingredient lines', () => {
  it('writes quantity, unit, item and note', () => {
    expect(ingredientText({ item: 'whole milk', quantity: 0.5, unit: 'cup' })).toBe('½ cup whole milk');
    expect(ingredientText({ item: 'large eggs', quantity: 2 })).toBe('2 large eggs');
    expect(ingredientText({ item: 'salt', note: 'to taste' })).toBe('salt (to taste)');
  });

  it('has no quantity for a to-taste item, whatever the scale', () => {
    expect(ingredientQuantity({ item: 'salt' }, 2, 'metric')).toBeUndefined();
  });
});
