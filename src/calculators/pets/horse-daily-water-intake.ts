import { defineCalculator, select } from '../../engine/index.ts';
import { bodyWeightField } from '../shared/presets/body-fields.ts';
import { waterRangeOutputs, waterRangeResult } from '../shared/presets/pet-water.ts';
import { HORSE_WATER } from '../shared/pets/water-needs.ts';

type Situation = keyof typeof HORSE_WATER;
const SITUATIONS = Object.keys(HORSE_WATER) as Situation[];

export default defineCalculator({
  inputs: {
    weight: bodyWeightField({ default: 500, min: 50, max: 1500 }, "Horse's weight"),
    situation: select({
      label: 'Weather, work and lactation',
      help: 'Pick the one that raises water needs most.',
      options: SITUATIONS.map((value) => ({ value, label: HORSE_WATER[value].label })),
      default: 'rest',
    }),
  },
  outputs: waterRangeOutputs('large'),
  compute: ({ weight, situation }) => waterRangeResult(weight, HORSE_WATER[situation]),
  examples: [
    {
      inputs: { weight: 500, situation: 'rest' },
      expect: { low: { value: 21, unit: 'l' }, high: { value: 29, unit: 'l' }, typical: { value: 25, unit: 'l' } },
      tolerance: 1e-9,
      source:
        'Merck Veterinary Manual, Nutritional Requirements of Horses: a 500 kg horse usually drinks 21–29 L of water a day',
    },
    {
      inputs: { weight: 500, situation: 'lactating' },
      expect: { low: { value: 60, unit: 'l' }, high: { value: 70, unit: 'l' } },
      tolerance: 1e-9,
      source:
        'Merck Veterinary Manual, Nutritional Requirements of Horses: lactating mares need 12–14 L per 100 kg of body weight, 60–70 L for a 500 kg mare',
    },
    {
      inputs: { weight: 500, situation: 'hotExercise' },
      expect: { low: { value: 72, unit: 'l' }, high: { value: 92, unit: 'l' } },
      tolerance: 1e-9,
      source:
        'Merck Veterinary Manual: a 500 kg horse exercising for 1 hour in a hot environment needs to drink 72–92 L of water',
    },
  ],
});
