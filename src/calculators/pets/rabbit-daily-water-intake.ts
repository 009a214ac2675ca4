import { defineCalculator } from '../../engine/index.ts';
import { bodyWeightField } from '../shared/presets/body-fields.ts';
import { waterRangeOutputs, waterRangeResult } from '../shared/presets/pet-water.ts';
import { RABBIT_WATER } from '../shared/pets/water-needs.ts';

export default defineCalculator({
  inputs: { weight: bodyWeightField({ default: 2, min: 0.3, max: 12 }, "Rabbit's weight") },
  outputs: waterRangeOutputs('small'),
  compute: ({ weight }) => waterRangeResult(weight, RABBIT_WATER),
});
