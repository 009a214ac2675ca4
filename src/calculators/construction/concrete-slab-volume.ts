import { defineCalculator } from '../../engine/index.ts';
import { concreteBagTable } from '../shared/building/concrete-bags.ts';
import { boxVolume } from '../shared/building/solids.ts';
import { buildingLength, buildingThickness } from '../shared/presets/building-lengths.ts';
import { concreteOrderFields, concreteOrderFor, concreteOrderOutputs } from '../shared/presets/concrete-order.ts';

export default defineCalculator({
  inputs: {
    length: buildingLength('Slab length', 3),
    width: buildingLength('Slab width', 3),
    thickness: buildingThickness(
      'Thickness',
      10,
      'Patios and paths are usually 10 cm (4 in); driveways 12–15 cm (5–6 in).',
    ),
    ...concreteOrderFields,
  },
  outputs: concreteOrderOutputs,
  compute: ({ length, width, thickness, ...order }) => concreteOrderFor(boxVolume(length, width, thickness), order),
  examples: [
    {
      inputs: {
        length: { value: 10, unit: 'ft' },
        width: { value: 10, unit: 'ft' },
        thickness: { value: 4, unit: 'in' },
        waste: 0,
      },
      expect: { volume: { value: 1.23, unit: 'yd3' }, bags: 56 },
      // In m³ (0.005 yd³): the source rounds to two decimals.
      tolerance: 0.004,
      source:
        'JobsiteCalcs, "Concrete coverage" reference (jobsitecalcs.com/references/concrete-coverage): a 10 × 10 ft slab 4 in thick is 10 × 10 × (4 ÷ 12) = 33.3 ft³ ÷ 27 = 1.23 yd³, 56 bags of 80 lb',
    },
    {
      inputs: {
        length: { value: 10, unit: 'ft' },
        width: { value: 10, unit: 'ft' },
        thickness: { value: 4, unit: 'in' },
        waste: 7.5,
      },
      expect: { withWaste: { value: 1.32, unit: 'yd3' } },
      // In m³: the source adds 7.5 % to the rounded 1.23 yd³ (1.322), the exact figure is 1.327 yd³.
      tolerance: 0.006,
      source:
        'BuildCalculate, "How to calculate concrete for a slab" (buildcalculate.com/guides/concrete-slab-calculation): 10 × 10 ft at 4 in = 1.23 yd³; add 7.5 % for waste = 1.32 yd³ to order',
    },
    {
      inputs: { length: 4, width: 3, thickness: 10, waste: 10 },
      expect: { volume: 1.2, withWaste: 1.32 },
      tolerance: 1e-9,
      source:
        'Thundercrete (Brisbane), "Concrete volume calculation": a shed slab 4 m × 3 m × 0.1 m = 1.2 m³; with 10 % wastage 1.32 m³',
    },
    {
      inputs: {
        length: { value: 12, unit: 'ft' },
        width: { value: 12, unit: 'ft' },
        thickness: { value: 4, unit: 'in' },
        waste: 0,
      },
      expect: { volume: { value: 1.78, unit: 'yd3' }, bags: 80 },
      // In m³ (0.005 yd³): the source rounds to two decimals.
      tolerance: 0.004,
      source:
        'JobsiteCalcs, "Concrete coverage" slab-size table: 12 × 12 ft at 4 in = 144 ft² → 1.78 yd³, 80 bags of 80 lb',
    },
  ],
  datedTables: [concreteBagTable],
});
