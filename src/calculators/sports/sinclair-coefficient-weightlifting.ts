import { defineCalculator, out, select } from '../../engine/index.ts';
import { bodyWeightField, sexInput } from '../shared/presets/body-fields.ts';
import { barbellLoadField, optionsOf } from '../shared/presets/barbell-fields.ts';
import { SINCLAIR_CYCLES, sinclairCoefficient } from '../shared/sports/sinclair.ts';

export default defineCalculator({
  inputs: {
    sex: sexInput('male'),
    bodyWeight: bodyWeightField({ default: 81, min: 25, max: 250 }, 'Body weight'),
    snatch: barbellLoadField('Best snatch', 120, 300),
    cleanAndJerk: barbellLoadField('Best clean and jerk', 150, 350),
    cycle: select({
      label: 'Coefficients of the Olympic cycle',
      options: optionsOf(SINCLAIR_CYCLES),
      default: '2025-2028',
    }),
  },
  outputs: {
    sinclairTotal: out.number({ label: 'Sinclair total', primary: true, decimals: 2, suffix: 'points' }),
    coefficient: out.number({ label: 'Sinclair coefficient', decimals: 4 }),
    total: out.number({
      label: 'Total (snatch + clean and jerk)',
      unitFamily: 'mass',
      unit: 'kg',
      imperialUnit: 'lb',
      units: ['kg', 'lb'],
      decimals: 1,
    }),
  },
  compute: ({ sex, bodyWeight, snatch, cleanAndJerk, cycle }) => {
    const coefficient = sinclairCoefficient(cycle, sex, bodyWeight);
    const total = snatch + cleanAndJerk;
    return { sinclairTotal: total * coefficient, coefficient, total };
  },
});
