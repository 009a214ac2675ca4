import { defineCalculator } from '../../engine/index.ts';
import { concreteBagTable } from '../shared/building/concrete-bags.ts';
import { boxVolume } from '../shared/building/solids.ts';
import { buildingLength, buildingThickness } from '../shared/presets/building-lengths.ts';
import {
  concreteOrderFields,
  concreteOrderFor,
  concreteOrderOutputs,
  pieceCount,
} from '../shared/presets/concrete-order.ts';

export default defineCalculator({
  inputs: {
    length: buildingLength('Footing length', 6, {
      help: 'The whole run of a strip footing, or one side of a square pad.',
    }),
    width: buildingThickness('Footing width', 40),
    depth: buildingThickness('Footing depth', 20),
    count: pieceCount('Number of footings alike', 1),
    ...concreteOrderFields,
  },
  outputs: concreteOrderOutputs,
  compute: ({ length, width, depth, count, ...order }) =>
    concreteOrderFor(boxVolume(length, width, depth) * count, order),
  examples: [
    {
      inputs: {
        length: { value: 50, unit: 'ft' },
        width: { value: 20, unit: 'in' },
        depth: { value: 8, unit: 'in' },
        waste: 10,
      },
      expect: { volume: { value: 2.06, unit: 'yd3' }, withWaste: { value: 2.26, unit: 'yd3' } },
      // In m³ (about 0.007 yd³): the source rounds to two decimals and adds the waste to the rounded volume.
      tolerance: 0.005,
      source:
        'The Prime Calculator, "Concrete footing calculator formula", worked example: a continuous footing 50 ft long, 20 in wide, 8 in deep is 55.56 ft³ = 2.06 yd³; with 10 % waste 2.26 yd³',
    },
    {
      inputs: {
        length: { value: 2, unit: 'ft' },
        width: { value: 24, unit: 'in' },
        depth: { value: 12, unit: 'in' },
        count: 8,
        waste: 0,
      },
      expect: { volume: { value: 32, unit: 'ft3' } },
      tolerance: 1e-9,
      source:
        'eHow, "How to calculate a concrete footing": eight 2 ft × 2 ft spot footings 12 in deep are 4 ft³ each, 32 ft³ (1.185 yd³) in all',
    },
    {
      inputs: {
        length: { value: 24, unit: 'ft' },
        width: { value: 18, unit: 'in' },
        depth: { value: 10, unit: 'in' },
        count: 2,
        waste: 10,
        bag: 'lb80',
      },
      expect: { withWaste: { value: 66, unit: 'ft3' }, bags: 110 },
      tolerance: 1e-9,
      source:
        'Concrete Estimator Hub, "Concrete footing calculator", example "Two 24 ft garage runs" 18 in wide × 10 in deep with 10 % waste: 66 ft³ (2.4444 yd³), 110 bags of 80 lb',
    },
  ],
  datedTables: [concreteBagTable],
});
