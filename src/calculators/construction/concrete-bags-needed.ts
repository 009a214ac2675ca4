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
  datedTables: [concreteBagTable],
});
