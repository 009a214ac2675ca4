import { defineCalculator, integer, number, out, select } from '../../engine/index.ts';
import { convert } from '../../engine/units/convert.ts';
import { NSCA_LOADS, ONE_REP_MAX_FORMULAS } from '../shared/sports/one-rep-max.ts';

export default defineCalculator({
  inputs: {
    weight: number({
      label: 'Weight lifted',
      unitFamily: 'mass',
      unit: 'kg',
      imperialUnit: 'lb',
      units: ['kg', 'lb'],
      default: 100,
      min: 0,
      minInclusive: false,
      max: 600,
    }),
    reps: integer({
      label: 'Repetitions done',
      help: 'Clean reps to failure in one set; estimates hold best from 2 to 10.',
      default: 5,
      min: 1,
      max: 12,
      suffix: 'reps',
    }),
    formula: select({
      label: 'Headline formula',
      options: [
        { value: 'average', label: 'Average of Epley, Brzycki and Lombardi' },
        { value: 'epley', label: 'Epley' },
        { value: 'brzycki', label: 'Brzycki' },
        { value: 'lombardi', label: 'Lombardi' },
      ],
      default: 'average',
    }),
  },
  outputs: {
    oneRepMax: out.number({
      label: 'Estimated one-rep max',
      primary: true,
      unitFamily: 'mass',
      unit: 'kg',
      imperialUnit: 'lb',
      units: ['kg', 'lb'],
      decimals: 1,
    }),
    epley: out.number({
      label: 'Epley',
      unitFamily: 'mass',
      unit: 'kg',
      imperialUnit: 'lb',
      units: ['kg', 'lb'],
      decimals: 1,
    }),
    brzycki: out.number({
      label: 'Brzycki',
      unitFamily: 'mass',
      unit: 'kg',
      imperialUnit: 'lb',
      units: ['kg', 'lb'],
      decimals: 1,
    }),
    lombardi: out.number({
      label: 'Lombardi',
      unitFamily: 'mass',
      unit: 'kg',
      imperialUnit: 'lb',
      units: ['kg', 'lb'],
      decimals: 1,
    }),
    loads: out.table({
      label: 'Training loads from your one-rep max',
      columns: [
        { key: 'percent', label: '% of 1RM', kind: 'percent' },
        { key: 'kg', label: 'Load (kg)', kind: 'integer' },
        { key: 'lb', label: 'Load (lb)', kind: 'integer' },
        { key: 'reps', label: 'Reps usually possible', kind: 'integer' },
      ],
      previewRows: 13,
    }),
  },
  compute: ({ weight, reps, formula }) => {
    const epley = ONE_REP_MAX_FORMULAS.epley(weight, reps);
    const brzycki = ONE_REP_MAX_FORMULAS.brzycki(weight, reps);
    const lombardi = ONE_REP_MAX_FORMULAS.lombardi(weight, reps);
    const oneRepMax = formula === 'average' ? (epley + brzycki + lombardi) / 3 : { epley, brzycki, lombardi }[formula];
    return {
      oneRepMax,
      epley,
      brzycki,
      lombardi,
      loads: NSCA_LOADS.map(([percent, repsPossible]) => {
        const kg = (oneRepMax * percent) / 100;
        return { percent, kg, lb: convert('mass', kg, 'kg', 'lb'), reps: repsPossible };
      }),
    };
  },
  examples: [
    {
      inputs: { weight: 100, reps: 5 },
      expect: { epley: 116.67, brzycki: 112.5, lombardi: 117.46 },
      tolerance: 0.005,
      source:
        'CalculatorLib one-rep-max worked example: 100 kg × 5 reps → Epley 100 × (1 + 5/30) = 116.67 kg, Brzycki 100 × 36/32 = 112.5 kg; Lombardi 100 × 5^0.10 = 100 × 1.1746 (e1rm.com) = 117.46 kg',
    },
    {
      inputs: { weight: { value: 225, unit: 'lb' }, reps: 5, formula: 'lombardi' },
      expect: { lombardi: { value: 264.3, unit: 'lb' }, oneRepMax: { value: 264.3, unit: 'lb' } },
      tolerance: 0.03,
      source: 'e1rm.com, Lombardi formula example: 225 lb for 5 reps → 225 × 5^0.10 = 225 × 1.1746 = 264.3 lb',
    },
    {
      inputs: { weight: 100, reps: 8, formula: 'lombardi' },
      expect: { oneRepMax: 123.1 },
      tolerance: 0.05,
      source: 'The Standard Engine, Lombardi worked example: 100 kg × 8 reps → 100 × 8^0.10 = 100 × 1.2311 ≈ 123.1 kg',
    },
    {
      inputs: { weight: 75, reps: 10 },
      expect: { epley: 100, brzycki: 100 },
      tolerance: 1e-9,
      source:
        'Wikipedia, "One-repetition maximum": the Epley and Brzycki formulas give identical results at 10 reps; 75 × (1 + 10/30) = 75 × 36/27 = 100 kg (10 reps ≈ 75% of 1RM, NSCA table)',
    },
    {
      inputs: { weight: 140, reps: 1, formula: 'epley' },
      expect: { oneRepMax: 140, brzycki: 140, lombardi: 140 },
      tolerance: 1e-9,
      source:
        'Wikipedia, "One-repetition maximum": Epley assumes r > 1, and a single rep is itself the one-rep max; Brzycki 36/(37 − 1) = 1 and Lombardi 1^0.10 = 1',
    },
    {
      inputs: { weight: { value: 150, unit: 'lb' }, reps: 10, formula: 'epley' },
      expect: {
        oneRepMax: { value: 200, unit: 'lb' },
        epley: { value: 200, unit: 'lb' },
        brzycki: { value: 200, unit: 'lb' },
      },
      tolerance: 1e-9,
      source:
        'NSCA Training Load Chart (National Strength and Conditioning Association), 10-RM column (75 % of 1RM): the row for a 1RM of 200 gives a 10-RM load of 150, so 150 lb × 10 reps ↔ 1RM 200 lb; Epley 150 × (1 + 10/30) = Brzycki 150 × 36/27 = 200 lb',
    },
    {
      inputs: { weight: 225, reps: 10, formula: 'brzycki' },
      expect: { oneRepMax: 300, brzycki: 300, epley: 300 },
      tolerance: 1e-9,
      source:
        'NSCA Training Load Chart (National Strength and Conditioning Association), 10-RM column (75 % of 1RM): the row for a 1RM of 300 gives a 10-RM load of 225, so 225 × 10 reps ↔ 1RM 300; Brzycki 225 × 36/27 = Epley 225 × (1 + 10/30) = 300',
    },
  ],
});
