import { defineCalculator } from '../../engine/index.ts';
import { gramsWeightField } from '../shared/presets/grams-weight.ts';
import { waterRangeOutputs, waterRangeResult } from '../shared/presets/pet-water.ts';
import { REPTILE_FLUIDS } from '../shared/pets/water-needs.ts';

export default defineCalculator({
  inputs: {
    weight: gramsWeightField("Reptile's weight", 400, 200_000),
  },
  outputs: waterRangeOutputs('small', 'Maintenance fluid'),
  compute: ({ weight }) => waterRangeResult(weight, REPTILE_FLUIDS),
});
