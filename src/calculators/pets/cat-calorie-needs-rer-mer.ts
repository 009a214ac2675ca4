import { defineCalculator } from '../../engine/index.ts';
import { energyNeeds, energyNeedsInputs, energyNeedsOutputs } from '../shared/presets/energy-needs.ts';
import { CAT_LIFE_STAGES } from '../shared/pets/energy.ts';

export default defineCalculator({
  inputs: energyNeedsInputs('Cat', { default: 4.5, min: 0.2, max: 15 }, CAT_LIFE_STAGES, 'neutered'),
  outputs: energyNeedsOutputs,
  compute: ({ weight, stage }) => energyNeeds(weight, CAT_LIFE_STAGES, stage),
  examples: [
    {
      inputs: { weight: 5, stage: 'neutered' },
      expect: { rer: 234, mer: 281, factor: 1.2 },
      tolerance: 1,
      source:
        'Merck Veterinary Manual, Nutritional Requirements of Small Animals: RER = 70 × 5^0.75 = 234 kcal/day for a 5 kg cat (PetMed RER table: 234); neutered adult cat 1.2 × RER = 281 kcal/day',
    },
    {
      inputs: { weight: 5, stage: 'weightLoss' },
      expect: { mer: 187.3, factor: 0.8 },
      tolerance: 0.1,
      source:
        'Merck Veterinary Manual (and the calculattor.com factor table): weight loss 0.8 × RER at the ideal weight; 0.8 × 234.1 = 187.3 kcal/day for an ideal weight of 5 kg',
    },
    {
      inputs: { weight: 2, stage: 'kitten' },
      expect: { rer: 117.7, mer: 294.3 },
      tolerance: 0.1,
      source:
        'Merck Veterinary Manual: growing kittens 2.5 × RER; a 2 kg kitten has RER = 70 × 2^0.75 = 117.7 kcal/day (PetMed table: 118), so 294 kcal/day',
    },
  ],
});
