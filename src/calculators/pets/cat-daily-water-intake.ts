import { defineCalculator, number, percent } from '../../engine/index.ts';
import { bodyWeightField } from '../shared/presets/body-fields.ts';
import { fromMillilitres, waterOutput, waterRangeOutputs, waterRangeResult } from '../shared/presets/pet-water.ts';
import { fromBase } from '../shared/pets/units.ts';
import { CAT_WATER, waterInFoodMl } from '../shared/pets/water-needs.ts';

const FOOD_UNITS = ['g', 'oz'] as const;
const foodField = (label: string, help: string, grams: number) =>
  number({
    label,
    help,
    unitFamily: 'mass',
    unit: 'g',
    imperialUnit: 'oz',
    units: FOOD_UNITS,
    default: grams,
    min: 0,
    max: 2000,
  });

export default defineCalculator({
  inputs: {
    weight: bodyWeightField({ default: 4.5, min: 0.5, max: 15 }, "Cat's weight"),
    wetFood: foodField('Wet food a day', 'Cans or pouches together, by weight (0 if none).', 85),
    wetMoisture: percent({
      label: 'Moisture of the wet food',
      help: 'From the label; usually 75–82 %.',
      default: 78,
      min: 0,
      max: 95,
    }),
    dryFood: foodField('Dry food a day', 'Kibble by weight (0 if none).', 40),
    dryMoisture: percent({
      label: 'Moisture of the dry food',
      help: 'From the label; usually about 10 %.',
      default: 10,
      min: 0,
      max: 95,
    }),
  },
  outputs: {
    ...waterRangeOutputs('small'),
    fromFood: waterOutput('Water already in the food', 'small'),
    toDrink: waterOutput('Left to drink (middle of the range)', 'small'),
  },
  compute: ({ weight, wetFood, wetMoisture, dryFood, dryMoisture }) => {
    const need = waterRangeResult(weight, CAT_WATER);
    // Moisture in grams is millilitres of water.
    const grams = (kg: number) => fromBase('mass', kg, 'g');
    const fromFood = fromMillilitres(
      waterInFoodMl(grams(wetFood), wetMoisture) + waterInFoodMl(grams(dryFood), dryMoisture),
    );
    return { ...need, fromFood, toDrink: Math.max(0, need.typical - fromFood) };
  },
  examples: [
    {
      inputs: { weight: { value: 10, unit: 'lb' }, wetFood: 0, dryFood: 0 },
      expect: {
        low: { value: 7, unit: 'floz' },
        high: { value: 9, unit: 'floz' },
        typical: { value: 8, unit: 'floz' },
      },
      tolerance: 1e-10,
      source:
        'Cornell Feline Health Center: a cat needs about 3.5–4.5 oz of water per 5 lb of body weight a day, so 7–9 oz for a 10 lb cat',
    },
    {
      inputs: { weight: { value: 5, unit: 'lb' }, wetFood: { value: 85, unit: 'g' }, wetMoisture: 78, dryFood: 0 },
      expect: {
        typical: { value: 4, unit: 'floz' },
        fromFood: { value: 66.3, unit: 'ml' },
        toDrink: { value: 52.0, unit: 'ml' },
      },
      // 0.1 mL, in cubic metres.
      tolerance: 1e-7,
      source:
        'Cornell Feline Health Center (3.5–4.5 oz per 5 lb, middle 4 oz = 118.3 mL); an 85 g (3 oz) can at 78 % moisture (guaranteed analysis) holds 66.3 g of water, leaving about 52 mL to drink',
    },
  ],
});
