import { defineCalculator } from '../../engine/index.ts';
import { energyNeeds, energyNeedsInputs, energyNeedsOutputs } from '../shared/presets/energy-needs.ts';
import { DOG_LIFE_STAGES } from '../shared/pets/energy.ts';

export default defineCalculator({
  inputs: energyNeedsInputs('Dog', { default: 10, min: 0.5, max: 120 }, DOG_LIFE_STAGES, 'neutered'),
  outputs: energyNeedsOutputs,
  compute: ({ weight, stage }) => energyNeeds(weight, DOG_LIFE_STAGES, stage),
  examples: [
    {
      inputs: { weight: 10, stage: 'neutered' },
      expect: { rer: 394, mer: 630, factor: 1.6 },
      tolerance: 1,
      source:
        'Merck Veterinary Manual, Nutritional Requirements of Small Animals: RER = 70 × 10^0.75 = 394 kcal/day for a 10 kg dog (the same 394 in the PetMed RER table); neutered adult 1.6 × RER = 630 kcal/day',
    },
    {
      inputs: { weight: 20, stage: 'intact' },
      expect: { rer: 662, mer: 1192 },
      tolerance: 1,
      source:
        'Merck Veterinary Manual: RER of a 20 kg dog = 70 × 20^0.75 = 662 kcal/day (PetMed RER table: 662); intact adult 1.8 × RER = 1,192 kcal/day',
    },
    {
      inputs: { weight: { value: 10, unit: 'lb' }, stage: 'puppyYoung' },
      expect: { rer: 217.6, mer: 652.7 },
      tolerance: 0.5,
      source:
        'Merck Veterinary Manual formula with NIST SP 811 (1 lb = 0.45359237 kg): a 10 lb (4.536 kg) puppy has RER = 70 × 4.536^0.75 = 217.6 kcal/day; puppies under 4 months need 3 × RER (Merck; WSAVA) = 652.7 kcal/day',
    },
  ],
});
