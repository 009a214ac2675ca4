import { defineCalculator, integer, out, select, text } from '../../engine/index.ts';
import { readRecipeLines } from '../shared/cooking/recipe-lines.ts';
import { showIngredient } from '../shared/cooking/counted-items.ts';
import { scaleFactor } from '../shared/cooking/recipe-quantities.ts';

const SAMPLE = [
  '1 cup butter',
  '1 cup brown sugar',
  '½ cup sugar',
  '2 eggs',
  '2 tsp vanilla',
  '2 cups flour',
  '1 tsp baking soda',
  '1 tsp salt',
].join('\n');

const servingsInput = (label: string, value: number) =>
  integer({ label, default: value, min: 1, max: 1000, suffix: 'servings' });

export default defineCalculator({
  inputs: {
    ingredients: text({
      label: 'Ingredients, one per line',
      help: 'Start each line with its amount: "1 ½ cups flour", "200 g butter", "3 cloves garlic".',
      default: SAMPLE,
      multiline: true,
      maxLength: 4000,
    }),
    original: servingsInput('The recipe makes', 4),
    wanted: servingsInput('You want', 6),
    display: select({
      label: 'Units',
      options: [
        { value: 'original', label: 'As written' },
        { value: 'us', label: 'US cups, spoons and pounds' },
        { value: 'metric', label: 'Metric (ml, l, g, kg)' },
      ],
      default: 'original',
    }),
  },
  validate: ({ ingredients }) =>
    readRecipeLines(ingredients).some((line) => line.amount !== undefined)
      ? []
      : [{ field: 'ingredients', message: 'Start at least one line with its amount, e.g. "1 ½ cups flour".' }],
  outputs: {
    factor: out.number({ label: 'Multiply every amount by', primary: true, digits: 4, suffix: '×' }),
    scaled: out.table({
      label: 'Scaled ingredients',
      columns: [
        { key: 'amount', label: 'Amount', kind: 'text' },
        { key: 'ingredient', label: 'Ingredient', kind: 'text' },
      ],
      previewRows: 30,
    }),
  },
  compute: ({ ingredients, original, wanted, display }) => {
    const factor = scaleFactor(original, wanted);
    return {
      factor,
      scaled: readRecipeLines(ingredients).map((line) => {
        const shown = showIngredient(line.amount, line.item, factor, display);
        const rounded = shown.roundedFrom === undefined ? '' : ` (rounded from ${shown.roundedFrom})`;
        return { amount: shown.quantity ?? '', ingredient: `${shown.item}${rounded}` };
      }),
    };
  },
});
