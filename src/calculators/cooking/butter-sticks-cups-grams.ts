import { defineCalculator, out } from '../../engine/index.ts';
import { fromBase } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/space.ts';
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
});
