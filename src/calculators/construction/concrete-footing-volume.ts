import { defineCalculator } from '../../engine/index.ts';
import { concreteBagTable } from '../shared/building/concrete-bags.ts';
import { boxVolume } from '../shared/building/solids.ts';
import { buildingLength, buildingThickness } from '../shared/presets/building-lengths.ts';
import * as concrete from '../shared/presets/concrete-order.ts';

export default defineCalculator({
  inputs: {
    length: buildingLength('Footing length', 6, {
      help: 'The whole run of a strip footing, or one side of a square pad.',
    }),
    width: buildingThickness('Footing width', 40),
    depth: buildingThickness('Footing depth', 20),
    count: concrete.pieceCount('Number of footings alike', 1),
    ...concrete.concreteOrderFields,
  },
  outputs: concrete.concreteOrderOutputs,
  compute: ({ length, width, depth, count, ...order }) =>
    concrete.concreteOrderFor(boxVolume(length, width, depth) * count, order),
  datedTables: [concreteBagTable],
});
