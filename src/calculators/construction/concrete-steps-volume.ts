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
  examples: [
    {
      inputs: {
        steps: 4,
        rise: { value: 7, unit: 'in' },
        run: { value: 11, unit: 'in' },
        width: { value: 44, unit: 'in' },
        platform: { value: 21, unit: 'in' },
        waste: 0,
      },
      expect: { volume: { value: 66_220, unit: 'in3' } },
      tolerance: 1e-9,
      source:
        'HomeAdvisor, "Concrete steps calculator" sample: 4 steps 7 in rise, 11 in run, 44 in wide, platform 21 in deep and 35 in high: 3,388 + 6,776 + 10,164 + 13,552 + 32,340 = 66,220 in³ (1.42 yd³)',
    },
    {
      inputs: {
        steps: 4,
        rise: { value: 7, unit: 'in' },
        run: { value: 11, unit: 'in' },
        width: { value: 44, unit: 'in' },
        platform: 0,
        waste: 0,
      },
      expect: { volume: { value: 33_880, unit: 'in3' } },
      tolerance: 1e-9,
      source:
        'HomeAdvisor, "Concrete steps calculator" sample, the four steps alone: 3,388 + 6,776 + 10,164 + 13,552 = 33,880 in³',
    },
    {
      inputs: {
        steps: 1,
        rise: { value: 8, unit: 'in' },
        run: { value: 10, unit: 'in' },
        width: { value: 48, unit: 'in' },
        platform: 0,
        waste: 0,
      },
      expect: { volume: { value: 3840, unit: 'in3' } },
      tolerance: 1e-9,
      source:
        'Inch Calculator, "Concrete steps calculator": the first step of steps 48 in wide, 10 in deep and 8 in high is 48 × 10 × 8 = 3,840 in³',
    },
  ],
  datedTables: [concreteBagTable],
});
