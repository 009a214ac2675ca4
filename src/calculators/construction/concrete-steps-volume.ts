import { defineCalculator, integer } from '../../engine/index.ts';
import { concreteBagTable } from '../shared/building/concrete-bags.ts';
import { stepsVolume } from '../shared/building/solids.ts';
import { buildingLength, buildingThickness } from '../shared/presets/building-lengths.ts';
import { concreteOrderFields, concreteOrderFor, concreteOrderOutputs } from '../shared/presets/concrete-order.ts';

export default defineCalculator({
  inputs: {
    steps: integer({ label: 'Steps below the platform', default: 3, min: 1, max: 30 }),
    rise: buildingThickness('Rise of each step', 18, 'The height of one step; 7–7¾ in (18–19.5 cm) is usual.'),
    run: buildingThickness('Run of each step', 28, 'The depth of one tread; 10–11 in (25–28 cm) or more.'),
    width: buildingLength('Width of the steps', 1.2),
    platform: buildingLength('Platform depth', 0.9, {
      help: 'The landing on top, one rise above the top step; 0 for none.',
      allowZero: true,
    }),
    ...concreteOrderFields,
  },
  outputs: concreteOrderOutputs,
  compute: ({ steps, rise, run, width, platform, ...order }) =>
    concreteOrderFor(stepsVolume({ steps, rise, run, width, platform }), order),
  datedTables: [concreteBagTable],
});
