import { defineCalculator, number, out, percent, select } from '../../engine/index.ts';
import { toBase } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/space.ts';
import { INGREDIENTS, ingredientWeightsTable, volumeOfMass } from '../shared/cooking/ingredient-weights.ts';
import { KITCHEN_VOLUME_UNITS, kitchenAmount } from '../shared/cooking/kitchen-measures.ts';
import { SWEETENERS, type SweetenerKey } from '../shared/cooking/sweeteners.ts';
import { kitchenAmountInputs } from '../shared/presets/kitchen-amount.ts';

const OWN = 'own';
// Granulated sugar from the ingredient table (King Arthur: 1 cup = 198 g), for sugar given by weight.
const SUGAR_GRAMS_PER_CUP = INGREDIENTS.get('granulated-sugar')?.gramsPerCup ?? 198;
const CUP_M3 = toBase('volume', 1, 'cup');

const volumeOutput = (label: string, unit: 'cup' | 'tsp', primary = false) =>
  out.number({ label, primary, unitFamily: 'volume', unit, units: KITCHEN_VOLUME_UNITS, digits: 3 });

export default defineCalculator({
  datedTables: [ingredientWeightsTable],
  inputs: {
    ...kitchenAmountInputs(1, 'cup'),
    sweetener: select({
      label: 'Replace the sugar with',
      options: [
        ...Object.entries(SWEETENERS).map(([value, { name }]) => ({ value, label: name })),
        { value: OWN, label: "Other: enter the package's ratio" },
      ],
      default: 'honey',
    }),
    share: percent({
      label: 'Share of the sugar to replace',
      help: 'The National Honey Board suggests starting with half of the sugar in baked goods.',
      default: 100,
      min: 1,
      max: 100,
    }),
    ownRatio: number({
      label: 'Cups of your sweetener per cup of sugar (for "Other")',
      default: 1,
      min: 0.001,
      max: 10,
      step: 0.01,
    }),
  },
  outputs: {
    sweetenerAmount: volumeOutput('Sweetener to use', 'cup', true),
    sugarLeft: volumeOutput('Sugar still used', 'cup'),
    liquidLess: volumeOutput('Leave out this much other liquid', 'cup'),
    bakingSoda: volumeOutput('Add baking soda', 'tsp'),
    oven: out.text({ label: 'Oven' }),
    ratio: out.number({ label: 'Cups of sweetener per cup of sugar', digits: 3 }),
    basis: out.text({ label: 'Ratio from' }),
  },
  compute: ({ amount, unit, sweetener, share, ownRatio }) => {
    const entered = kitchenAmount(amount, unit);
    const sugarM3 = entered.kind === 'volume' ? entered.m3 : volumeOfMass(entered.kg, SUGAR_GRAMS_PER_CUP);
    const replacedCups = (sugarM3 / CUP_M3) * (share / 100);
    const known = sweetener === OWN ? undefined : SWEETENERS[sweetener as SweetenerKey];
    const ratio = known?.cupsPerCupOfSugar ?? ownRatio;
    const sweetenerCups = replacedCups * ratio;
    return {
      sweetenerAmount: sweetenerCups * CUP_M3,
      sugarLeft: sugarM3 - replacedCups * CUP_M3,
      liquidLess: sweetenerCups * (known?.liquidLessPerCup ?? 0) * CUP_M3,
      bakingSoda: toBase('volume', sweetenerCups * (known?.bakingSodaTspPerCup ?? 0), 'tsp'),
      oven:
        known && known.ovenLowerF > 0
          ? `Lower it by ${known.ovenLowerF} °F (about 15 °C): it browns faster`
          : 'No change',
      ratio,
      basis: known?.source ?? 'Your own figure',
    };
  },
});
