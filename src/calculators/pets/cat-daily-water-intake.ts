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
});
