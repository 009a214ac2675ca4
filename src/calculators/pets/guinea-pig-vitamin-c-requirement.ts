import { defineCalculator, select } from '../../engine/index.ts';
import { medicationDose, medicationInputs, medicationOutputs } from '../shared/presets/medication-dose.ts';
import { GUINEA_PIG_VITAMIN_C } from '../shared/pets/small-mammals.ts';

type Status = keyof typeof GUINEA_PIG_VITAMIN_C;
const STATUSES = Object.keys(GUINEA_PIG_VITAMIN_C) as Status[];

/* The weight, tablet and liquid fields of the medication tools; the dose per kg comes from the status. */
const { weight, tabletMg, split, liquidMgPerMl } = medicationInputs('Guinea pig', { default: 1, min: 0.1, max: 2.5 });

export default defineCalculator({
  inputs: {
    weight,
    status: select({
      label: 'Guinea pig is',
      options: STATUSES.map((value) => ({ value, label: GUINEA_PIG_VITAMIN_C[value].label })),
      default: 'healthy',
    }),
    tabletMg: { ...tabletMg, label: 'Vitamin C tablet strength', default: 50 },
    split: { ...split, options: [...split.options], default: '4' },
    liquidMgPerMl: { ...liquidMgPerMl, label: 'Vitamin C liquid strength', default: 50 },
  },
  outputs: {
    ...medicationOutputs,
    doseMg: { ...medicationOutputs.doseMg, label: 'Vitamin C a day' },
  },
  compute: ({ weight, status, tabletMg, split, liquidMgPerMl }) =>
    medicationDose({ weight, dosePerKg: GUINEA_PIG_VITAMIN_C[status].mgPerKg, tabletMg, split, liquidMgPerMl }),
});
