import { defineCalculator } from '../../engine/index.ts';
import { bodyWeightField } from '../shared/presets/body-fields.ts';
import { waterRangeOutputs, waterRangeResult } from '../shared/presets/pet-water.ts';
import { RABBIT_WATER } from '../shared/pets/water-needs.ts';

export default defineCalculator({
  inputs: { weight: bodyWeightField({ default: 2, min: 0.3, max: 12 }, "Rabbit's weight") },
  outputs: waterRangeOutputs('small'),
  compute: ({ weight }) => waterRangeResult(weight, RABBIT_WATER),
  examples: [
    {
      inputs: { weight: 2 },
      expect: {
        low: { value: 100, unit: 'ml' },
        high: { value: 300, unit: 'ml' },
        typical: { value: 200, unit: 'ml' },
      },
      tolerance: 1e-12,
      source: 'Merck Veterinary Manual, Rabbits: water intake of 50–150 mL/kg a day; a 2 kg rabbit, 100–300 mL',
    },
    {
      inputs: { weight: { value: 10, unit: 'lb' } },
      expect: { low: { value: 226.8, unit: 'ml' }, high: { value: 680.4, unit: 'ml' } },
      tolerance: 1e-7,
      source: 'Merck Veterinary Manual, 50–150 mL/kg a day: a 10 lb (4.536 kg) rabbit, 226.8–680.4 mL',
    },
  ],
});
