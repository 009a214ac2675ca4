import { defineCalculator, number, out, select } from '../../engine/index.ts';
import { fromBase } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/matter.ts';
import {
  INGREDIENTS,
  ingredientChoices,
  ingredientWeightsTable,
  massOfVolume,
  publishedFigure,
  volumeOfMass,
} from '../shared/cooking/ingredient-weights.ts';
import { kitchenAmount, volumeOf, type KitchenVolumeUnit } from '../shared/cooking/kitchen-measures.ts';
import { kitchenAmountInputs, weightAndVolumeOutputs } from '../shared/presets/kitchen-amount.ts';

const OWN = 'own';

/** The measures a cook reaches for, in the table of the chosen ingredient. */
const MEASURES: readonly { label: string; amount: number; unit: KitchenVolumeUnit }[] = [
  { label: '1 cup', amount: 1, unit: 'cup' },
  { label: '¾ cup', amount: 3 / 4, unit: 'cup' },
  { label: '⅔ cup', amount: 2 / 3, unit: 'cup' },
  { label: '½ cup', amount: 1 / 2, unit: 'cup' },
  { label: '⅓ cup', amount: 1 / 3, unit: 'cup' },
  { label: '¼ cup', amount: 1 / 4, unit: 'cup' },
  { label: '1 tablespoon', amount: 1, unit: 'tbsp' },
  { label: '1 teaspoon', amount: 1, unit: 'tsp' },
  { label: '1 metric cup (250 mL)', amount: 1, unit: 'metriccup' },
  { label: '1 UK cup (284 mL)', amount: 1, unit: 'impcup' },
];

export default defineCalculator({
  datedTables: [ingredientWeightsTable],
  inputs: {
    ingredient: select({
      label: 'Ingredient',
      options: [...ingredientChoices, { value: OWN, label: 'Other: enter grams per cup' }],
      default: 'all-purpose-flour',
    }),
    ...kitchenAmountInputs(1, 'cup'),
    ownGramsPerCup: number({
      label: 'Grams per US cup (for "Other")',
      help: 'From the package or your own scale: weigh one level US cup.',
      default: 125,
      min: 1,
      max: 1000,
      suffix: 'g',
    }),
  },
  outputs: {
    ...weightAndVolumeOutputs,
    perCup: out.number({ label: 'One US cup weighs', suffix: 'g', digits: 4 }),
    perTablespoon: out.number({ label: 'One tablespoon weighs', suffix: 'g', digits: 3 }),
    figure: out.text({ label: 'Published figure used' }),
    measures: out.table({
      label: 'Common measures of this ingredient',
      columns: [
        { key: 'measure', label: 'Measure', kind: 'text' },
        { key: 'grams', label: 'Grams', kind: 'number' },
        { key: 'ounces', label: 'Ounces', kind: 'number' },
      ],
    }),
  },
  compute: ({ ingredient, amount, unit, ownGramsPerCup }) => {
    const row = ingredient === OWN ? undefined : INGREDIENTS.get(ingredient);
    const gramsPerCup = row?.gramsPerCup ?? ownGramsPerCup;
    const entered = kitchenAmount(amount, unit);
    const weight = entered.kind === 'mass' ? entered.kg : massOfVolume(entered.m3, gramsPerCup);
    const volume = entered.kind === 'volume' ? entered.m3 : volumeOfMass(entered.kg, gramsPerCup);
    return {
      weight,
      volume,
      perCup: gramsPerCup,
      perTablespoon: gramsPerCup / 16,
      figure: row ? publishedFigure(row) : `Your figure: 1 cup = ${ownGramsPerCup} g`,
      measures: MEASURES.map((measure) => {
        const kg = massOfVolume(volumeOf(measure.amount, measure.unit), gramsPerCup);
        return { measure: measure.label, grams: kg * 1000, ounces: fromBase('mass', kg, 'oz') };
      }),
    };
  },
});
