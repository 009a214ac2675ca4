import { defineCalculator, out, select } from '../../engine/index.ts';
import { bodyWeightField } from '../shared/presets/body-fields.ts';
import { WORKLOADS } from '../shared/pets/horses.ts';
import { toBase } from '../shared/pets/units.ts';

type Workload = keyof typeof WORKLOADS;
const WORKLOAD_KEYS = Object.keys(WORKLOADS) as Workload[];

export default defineCalculator({
  inputs: {
    weight: bodyWeightField({ default: 500, min: 50, max: 1500 }, "Horse's weight"),
    workload: select({
      label: 'Workload',
      options: WORKLOAD_KEYS.map((value) => ({ value, label: WORKLOADS[value].label })),
      default: 'average',
    }),
  },
  outputs: {
    energy: out.number({
      label: 'Digestible energy a day',
      primary: true,
      unitFamily: 'energy',
      unit: 'mcal',
      units: ['mcal', 'mj'],
      digits: 4,
      suffix: 'a day',
    }),
    perKg: out.number({ label: 'Per kg of body weight', suffix: 'Mcal/kg a day', digits: 3 }),
  },
  compute: ({ weight, workload }) => {
    const perKg = WORKLOADS[workload].perKg;
    return { energy: toBase('energy', weight * perKg, 'mcal'), perKg };
  },
  examples: [
    {
      inputs: { weight: 500, workload: 'average' },
      expect: { energy: { value: 16.7, unit: 'mcal' } },
      // The NRC table rounds to 0.1 Mcal: half of that, in joules.
      tolerance: 2.1e5,
      source:
        'NRC (2007) Nutrient Requirements of Horses, table 16-3, 500 kg mature horse, average maintenance: 16.7 Mcal DE a day',
    },
    {
      inputs: { weight: 500, workload: 'moderate' },
      expect: { energy: { value: 23.3, unit: 'mcal' } },
      // The NRC table rounds to 0.1 Mcal: half of that, in joules.
      tolerance: 2.1e5,
      source: 'NRC (2007) table 16-3, 500 kg horse in moderate work: 23.3 Mcal DE a day (0.0333 × 500 × 1.4)',
    },
    {
      inputs: { weight: 500, workload: 'veryHeavy' },
      expect: { energy: { value: 34.5, unit: 'mcal' } },
      // The NRC table rounds to 0.1 Mcal: half of that, in joules.
      tolerance: 2.1e5,
      source: 'NRC (2007) table 16-3, 500 kg horse in very heavy work: 34.5 Mcal DE a day (0.0363 × 500 × 1.9)',
    },
  ],
});
