import { defineCalculator } from '../../engine/index.ts';
import { energyNeeds, energyNeedsInputs, energyNeedsOutputs } from '../shared/presets/energy-needs.ts';
import { DOG_LIFE_STAGES } from '../shared/pets/energy.ts';

export default defineCalculator({
  inputs: energyNeedsInputs('Dog', { default: 10, min: 0.5, max: 120 }, DOG_LIFE_STAGES, 'neutered'),
  outputs: energyNeedsOutputs,
  compute: ({ weight, stage }) => energyNeeds(weight, DOG_LIFE_STAGES, stage),
});
