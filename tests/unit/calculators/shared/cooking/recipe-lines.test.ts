import { describe, expect, it } from 'vitest';
import { readRecipeLine, readRecipeLines } from '../../../../../src/calculators/shared/cooking/recipe-lines.ts';

describe('readRecipeLine', () => {
  it.each([
    ['1 1/2 cups flour', 1.5, 'cup', 'flour'],
    ['1½ cups flour', 1.5, 'cup', 'flour'],
    ['1 ½ cups of flour', 1.5, 'cup', 'flour'],
    ['½ cup sugar', 0.5, 'cup', 'sugar'],
    ['3/4 tsp salt', 0.75, 'tsp', 'salt'],
    ['2 tbsp. butter, melted', 2, 'tbsp', 'butter, melted'],
    ['1 T honey', 1, 'tbsp', 'honey'],
    ['1 t cinnamon', 1, 'tsp', 'cinnamon'],
    ['200g plain flour', 200, 'g', 'plain flour'],
    ['1,5 l stock', 1.5, 'l', 'stock'],
    ['8 fl oz cream', 8, 'fl-oz', 'cream'],
    ['5 lbs cauliflower, chopped', 5, 'lb', 'cauliflower, chopped'],
    ['3 cloves garlic', 3, 'clove', 'garlic'],
  ])('reads "%s"', (line, value, unit, item) => {
    expect(readRecipeLine(line)).toEqual({ amount: { value, unit }, item });
  });

  it('keeps a counted item without a unit', () => {
    expect(readRecipeLine('2 large eggs')).toEqual({ amount: { value: 2 }, item: 'large eggs' });
  });

  it('leaves a line without an amount as it is', () => {
    expect(readRecipeLine('  salt and pepper to taste ')).toEqual({ item: 'salt and pepper to taste' });
  });

  it('skips blank lines', () => {
    expect(readRecipeLines('1 cup milk\n\n  \n2 eggs')).toHaveLength(2);
  });
});
