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
  datedTables: [concreteBagTable],
});
