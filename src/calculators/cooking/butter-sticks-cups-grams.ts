import { defineCalculator, out } from '../../engine/index.ts';
import { fromBase } from '../../engine/units/convert.ts';
import {
  INGREDIENTS,
  ingredientWeightsTable,
  massOfVolume,
  volumeOfMass,
} from '../shared/cooking/ingredient-weights.ts';
import { BUTTER_STICK_KG, kitchenAmount, kitchenUnitChoices } from '../shared/cooking/kitchen-measures.ts';
import { kitchenAmountInputs, weightAndVolumeOutputs } from '../shared/presets/kitchen-amount.ts';

const STICK = 'stick';
// The butter row of the ingredient table (USDA: 1 cup = 227 g); the table always has it.
const GRAMS_PER_CUP = INGREDIENTS.get('butter')?.gramsPerCup ?? 227;

const { amount, unit } = kitchenAmountInputs(1, 'cup');

export default defineCalculator({
  datedTables: [ingredientWeightsTable],
  inputs: {
    amount,
    unit: { ...unit, options: [{ value: STICK, label: 'US sticks (¼ lb)' }, ...kitchenUnitChoices], default: STICK },
  },
  outputs: {
    ...weightAndVolumeOutputs,
    sticks: out.number({ label: 'Sticks', suffix: 'sticks', digits: 3 }),
    tablespoons: out.number({ label: 'Tablespoons', suffix: 'tbsp', digits: 3 }),
  },
  compute: ({ amount, unit }) => {
    const entered =
      unit === STICK ? { kind: 'mass' as const, kg: amount * BUTTER_STICK_KG } : kitchenAmount(amount, unit);
    const weight = entered.kind === 'mass' ? entered.kg : massOfVolume(entered.m3, GRAMS_PER_CUP);
    const volume = entered.kind === 'volume' ? entered.m3 : volumeOfMass(entered.kg, GRAMS_PER_CUP);
    return { weight, volume, sticks: weight / BUTTER_STICK_KG, tablespoons: fromBase('volume', volume, 'tbsp') };
  },
  examples: [
    {
      inputs: { amount: 1, unit: STICK },
      expect: { weight: { value: 113, unit: 'g' }, tablespoons: 8, volume: { value: 0.5, unit: 'cup' } },
      tolerance: 0.5,
      source:
        'USDA FoodData Central, butter, salted: 1 stick = 113 g; US butter wrappers mark a stick as ½ cup and 8 tablespoons',
    },
    {
      inputs: { amount: 1, unit: 'cup' },
      expect: { weight: { value: 227, unit: 'g' }, sticks: 2 },
      tolerance: 0.01,
      source: 'USDA FoodData Central, butter, salted: 1 cup = 227 g, two ¼ lb sticks',
    },
    {
      inputs: { amount: 1, unit: 'lb' },
      expect: { sticks: 4, volume: { value: 2, unit: 'cup' } },
      tolerance: 0.01,
      source: 'A US 1 lb package of butter holds four ¼ lb sticks, 2 cups in all (USDA: 1 cup = 227 g)',
    },
    {
      inputs: { amount: 250, unit: 'g' },
      expect: { sticks: 2.2 },
      tolerance: 0.01,
      source:
        'A 250 g European block of butter is 250 ÷ 113.4 = 2.2 US sticks (1 stick = ¼ lb = 113.4 g, 1 lb = 453.59237 g, NIST SP 811)',
    },
  ],
});
