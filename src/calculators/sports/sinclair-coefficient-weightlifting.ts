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
  examples: [
    {
      inputs: { sex: 'male', bodyWeight: 83.5, snatch: 175, cleanAndJerk: 215, cycle: '2001-2004' },
      expect: { coefficient: 1.17699569414, sinclairTotal: 459.028 },
      tolerance: 0.0005,
      source:
        'IWF, "The Sinclair Coefficients for the Olympiad January 1, 2001 to December 31, 2004" (A = 0.938573813, b = 157.141 kg): a man of 83.5 kg with a 390 kg total has S.C. = 1.17699569414 and a Sinclair total of 459.028 kg',
    },
    {
      inputs: { sex: 'male', bodyWeight: 100, snatch: 125, cleanAndJerk: 155, cycle: '2017-2020' },
      expect: { coefficient: 1.10886, sinclairTotal: 310.48 },
      tolerance: 0.005,
      source:
        'Torokhtiy, "Sinclair calculator": a 100 kg man has a Sinclair coefficient of 1.108860 (2017–2020 cycle); a 280 kg total × 1.108860 = 310.5',
    },
    {
      inputs: { sex: 'female', bodyWeight: 170, snatch: 120, cleanAndJerk: 150, cycle: '2025-2028' },
      expect: { coefficient: 1, sinclairTotal: 270 },
      tolerance: 1e-9,
      source:
        'IWF Sinclair formula: the coefficient is 1.0 for a body weight at or above b (163.918 kg for women in 2025–2028), so a 270 kg total stays 270',
    },
  ],
});
