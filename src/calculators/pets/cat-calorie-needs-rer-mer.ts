import { defineCalculator } from '../../engine/index.ts';
import { energyNeeds, energyNeedsInputs, energyNeedsOutputs } from '../shared/presets/energy-needs.ts';
import { CAT_LIFE_STAGES } from '../shared/pets/energy.ts';

export default defineCalculator({
  inputs: energyNeedsInputs('Cat', { default: 4.5, min: 0.2, max: 15 }, CAT_LIFE_STAGES, 'neutered'),
  outputs: energyNeedsOutputs,
  compute: ({ weight, stage }) => energyNeeds(weight, CAT_LIFE_STAGES, stage),
});
