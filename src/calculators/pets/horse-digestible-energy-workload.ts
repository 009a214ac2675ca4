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
});
