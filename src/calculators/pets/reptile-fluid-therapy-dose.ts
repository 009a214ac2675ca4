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
  examples: [
    {
      inputs: { weight: { value: 1, unit: 'kg' } },
      expect: { low: { value: 10, unit: 'ml' }, high: { value: 25, unit: 'ml' }, typical: { value: 17.5, unit: 'ml' } },
      tolerance: 1e-12,
      source: 'Merck Veterinary Manual, reptiles: maintenance fluids of 10–25 mL/kg a day; a 1 kg reptile, 10–25 mL',
    },
    {
      inputs: { weight: { value: 250, unit: 'g' } },
      expect: { low: { value: 2.5, unit: 'ml' }, high: { value: 6.25, unit: 'ml' } },
      tolerance: 1e-12,
      source:
        'Merck Veterinary Manual, 10–25 mL/kg a day: a 250 g lizard, 0.25 kg × 10 = 2.5 mL to 0.25 kg × 25 = 6.25 mL',
    },
  ],
});
