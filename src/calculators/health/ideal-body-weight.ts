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
});
