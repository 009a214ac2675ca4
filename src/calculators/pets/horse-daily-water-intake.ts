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
});
