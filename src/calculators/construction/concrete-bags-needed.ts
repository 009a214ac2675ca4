import { defineCalculator, number } from '../../engine/index.ts';
import { concreteBagTable } from '../shared/building/concrete-bags.ts';
import { concreteOrderFields, concreteOrderFor, concreteOrderOutputs } from '../shared/presets/concrete-order.ts';

export default defineCalculator({
  inputs: {
    volume: number({
      label: 'Concrete volume needed',
      default: 0.5,
      unitFamily: 'volume',
      unit: 'm3',
      imperialUnit: 'yd3',
      units: ['m3', 'l', 'yd3', 'ft3'],
      min: 0,
      max: 10_000,
    }),
    ...concreteOrderFields,
  },
  outputs: concreteOrderOutputs,
  compute: ({ volume, ...order }) => concreteOrderFor(volume, order),
  examples: [
    {
      inputs: { volume: { value: 1, unit: 'yd3' }, waste: 0, bag: 'lb80' },
      expect: { bags: 45 },
      source:
        'QUIKRETE Concrete Mix: an 80 lb bag yields 0.60 ft³, so 1 yd³ (27 ft³) takes 27 ÷ 0.60 = 45 bags (Mitchell Electric "Typical concrete bag sizes": 45 bags of 80 lb to a cubic yard)',
    },
    {
      inputs: { volume: { value: 1, unit: 'yd3' }, waste: 0, bag: 'lb60' },
      expect: { bags: 60 },
      source:
        'QUIKRETE Concrete Mix: a 60 lb bag yields 0.45 ft³, so 27 ÷ 0.45 = 60 bags to a cubic yard (Mitchell Electric "Typical concrete bag sizes")',
    },
    {
      inputs: { volume: { value: 1, unit: 'yd3' }, waste: 0, bag: 'lb40' },
      expect: { bags: 90 },
      source:
        'QUIKRETE Concrete Mix: a 40 lb bag yields 0.30 ft³, so 27 ÷ 0.30 = 90 bags to a cubic yard (Mitchell Electric "Typical concrete bag sizes")',
    },
    {
      inputs: { volume: { value: 1, unit: 'ft3' }, waste: 0, bag: 'lb80', pricePerBag: 6.5 },
      expect: { bags: 2, cost: 13 },
      source:
        'QUIKRETE, setting a post: a 36 in deep, 8 in wide hole needs about 1 ft³ of concrete, or 2 bags of 80 lb (0.60 ft³ each); 2 bags at $6.50 = $13.00',
    },
    {
      inputs: { volume: 0, waste: 10 },
      expect: { bags: 0, cost: 0 },
      source: 'Edge case: no concrete needs no bags (0 ÷ yield = 0)',
    },
  ],
  datedTables: [concreteBagTable],
});
