import { defineCalculator, out } from '../../engine/index.ts';
import { bodyHeightField, bodyMassOutput, sexInput } from '../shared/presets/body-fields.ts';
import { kgAndLbToTenth, type Sex, toInches } from '../shared/body/anthropometry.ts';

/**
 * Each formula is a weight at 5 ft (60 in) plus a fixed amount per inch above it, in kg, as
 * tabulated by Pai & Paloucek (Ann Pharmacother 2000;34:1066–1069). Hamwi's original rule was
 * 100 lb + 5 lb/in (women) and 106 lb + 6 lb/in (men); the kg form below is the usual rounding.
 */
const FORMULAS = [
  { key: 'devine', name: 'Devine (1974)', female: [45.5, 2.3], male: [50, 2.3] },
  { key: 'robinson', name: 'Robinson (1983)', female: [49, 1.7], male: [52, 1.9] },
  { key: 'miller', name: 'Miller (1983)', female: [53.1, 1.36], male: [56.2, 1.41] },
  { key: 'hamwi', name: 'Hamwi (1964)', female: [45.5, 2.2], male: [48, 2.7] },
] as const;

type FormulaKey = (typeof FORMULAS)[number]['key'];

export function idealBodyWeights(sex: Sex, heightInches: number): Record<FormulaKey, number> {
  const inchesOver5ft = heightInches - 60;
  const weights = {} as Record<FormulaKey, number>;
  for (const formula of FORMULAS) {
    const [base, perInch] = formula[sex];
    weights[formula.key] = base + perInch * inchesOver5ft;
  }
  return weights;
}

export default defineCalculator({
  inputs: {
    sex: sexInput(),
    height: bodyHeightField({ default: 165, min: 140, max: 230 }),
  },
  outputs: {
    devine: bodyMassOutput('Devine (1974)', true),
    robinson: bodyMassOutput('Robinson (1983)'),
    miller: bodyMassOutput('Miller (1983)'),
    hamwi: bodyMassOutput('Hamwi (1964)'),
    average: bodyMassOutput('Average of the four'),
    comparison: out.table({
      label: 'All four formulas',
      columns: [
        { key: 'formula', label: 'Formula', kind: 'text' },
        { key: 'kg', label: 'Kilograms', kind: 'number' },
        { key: 'lb', label: 'Pounds', kind: 'number' },
      ],
    }),
    heightNote: out.text({ label: 'Height range' }),
  },
  compute: ({ sex, height }) => {
    const heightInches = toInches(height);
    const weights = idealBodyWeights(sex, heightInches);
    const values = FORMULAS.map((formula) => weights[formula.key]);
    return {
      ...weights,
      average: values.reduce((sum, value) => sum + value, 0) / values.length,
      comparison: FORMULAS.map((formula) => ({
        formula: formula.name,
        ...kgAndLbToTenth(weights[formula.key]),
      })),
      // 1e-9 forgives float noise when exactly 5 ft is typed in centimetres or feet.
      heightNote:
        heightInches < 60 - 1e-9
          ? 'Under 5 ft (152.4 cm) the formulas are extended by taking off the same amount for each inch below 5 ft. They were not written for this height, so treat the results with extra caution.'
          : 'At 5 ft (152.4 cm) or taller, within the heights the formulas were written for.',
    };
  },
  examples: [
    {
      inputs: { sex: 'male', height: { value: 70, unit: 'in' } },
      expect: { devine: 73, robinson: 71, miller: 70.3, hamwi: 75 },
      tolerance: 0.01,
      source:
        'AJ Design Software ideal weight example: a man 5 ft 10 in (70 in), 10 in over 5 ft → Hamwi 48 + 2.7 × 10 = 75 kg, Devine 50 + 2.3 × 10 = 73 kg, Robinson 52 + 1.9 × 10 = 71 kg, Miller 56.2 + 1.41 × 10 = 70.3 kg',
    },
    {
      inputs: { sex: 'female', height: { value: 66, unit: 'in' } },
      expect: { devine: 59.3, robinson: 59.2, miller: 61.26, hamwi: 58.7 },
      tolerance: 0.01,
      source:
        'OurDailyCalc worked example: a woman 5 ft 6 in (66 in) → Devine 45.5 + 2.3 × 6 = 59.3 kg, Robinson 49 + 1.7 × 6 = 59.2 kg, Miller 53.1 + 1.36 × 6 = 61.26 kg, Hamwi 45.5 + 2.2 × 6 = 58.7 kg',
    },
    {
      inputs: { sex: 'female', height: { value: 152.4, unit: 'cm' } },
      expect: { devine: 45.5, robinson: 49, miller: 53.1, hamwi: 45.5 },
      tolerance: 0.01,
      source:
        'Pai & Paloucek, Ann Pharmacother 2000: at exactly 5 ft (60 in = 152.4 cm) every formula gives its base weight for women — Devine 45.5 kg, Robinson 49 kg, Miller 53.1 kg, Hamwi 45.5 kg',
    },
    {
      inputs: { sex: 'male', height: { value: 60, unit: 'in' } },
      expect: { devine: 50, robinson: 52, miller: 56.2, hamwi: 48 },
      tolerance: 0.01,
      source:
        'Pai & Paloucek, Ann Pharmacother 2000;34:1066–1069, and Devine 1974 ("50 kg + 2.3 kg per inch over 5 feet" for men): at exactly 5 ft (60 in) each formula gives its base weight for men — Devine 50 kg, Robinson 52 kg, Miller 56.2 kg, Hamwi 48 kg',
    },
    {
      inputs: { sex: 'female', height: { value: 58, unit: 'in' } },
      expect: { devine: 40.9, robinson: 45.6, miller: 50.38, hamwi: 41.1 },
      tolerance: 0.01,
      source:
        'AJ Design Software: each formula subtracts its per-inch amount for every inch below 5 ft; a woman 4 ft 10 in (2 in under) → Devine 45.5 − 4.6 = 40.9 kg, Robinson 49 − 3.4 = 45.6 kg, Miller 53.1 − 2.72 = 50.38 kg, Hamwi 45.5 − 4.4 = 41.1 kg',
    },
  ],
});
