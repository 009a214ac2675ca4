import { defineCalculator, radio } from '../../engine/index.ts';
import { concreteBagTable } from '../shared/building/concrete-bags.ts';
import { boxVolume, cylinderVolume } from '../shared/building/solids.ts';
import { buildingLength, buildingThickness } from '../shared/presets/building-lengths.ts';
import {
  concreteOrderFields,
  concreteOrderFor,
  concreteOrderOutputs,
  pieceCount,
} from '../shared/presets/concrete-order.ts';

export default defineCalculator({
  inputs: {
    shape: radio({
      label: 'Column shape',
      options: [
        { value: 'round', label: 'Round (tube form)' },
        { value: 'square', label: 'Square' },
      ],
      default: 'round',
    }),
    size: buildingThickness(
      'Diameter or side',
      30,
      'The inside diameter of a round form, or one side of a square column.',
    ),
    height: buildingLength('Height', 1.2),
    count: pieceCount('Number of columns', 1),
    ...concreteOrderFields,
  },
  outputs: concreteOrderOutputs,
  compute: ({ shape, size, height, count, ...order }) => {
    const one = shape === 'round' ? cylinderVolume(size, height) : boxVolume(size, size, height);
    return concreteOrderFor(one * count, order);
  },
  datedTables: [concreteBagTable],
});
