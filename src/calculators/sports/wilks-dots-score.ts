import { defineCalculator, out, radio } from '../../engine/index.ts';
import { bodyWeightField, sexInput } from '../shared/presets/body-fields.ts';
import { barbellLoadField } from '../shared/presets/barbell-fields.ts';
import {
  dotsCoefficient,
  goodliftPoints,
  outsideFittedRange,
  wilks2020Coefficient,
  wilksCoefficient,
} from '../shared/sports/strength-scores.ts';

const POINTS = { decimals: 2, suffix: 'points' } as const;

export default defineCalculator({
  inputs: {
    sex: sexInput('male'),
    bodyWeight: bodyWeightField({ default: 83, min: 25, max: 250 }, 'Body weight'),
    lifted: barbellLoadField(
      'Total lifted',
      600,
      1600,
      'Your best squat, bench press and deadlift added together, or your bench press alone.',
    ),
    event: radio({
      label: 'Event',
      options: [
        { value: 'total', label: 'Powerlifting total' },
        { value: 'bench', label: 'Bench press only' },
      ],
      default: 'total',
    }),
    equipment: radio({
      label: 'Equipment (IPF GL points only)',
      options: [
        { value: 'classic', label: 'Classic (raw)' },
        { value: 'equipped', label: 'Equipped' },
      ],
      default: 'classic',
    }),
  },
  outputs: {
    dots: out.number({ label: 'DOTS score', primary: true, ...POINTS }),
    goodlift: out.number({ label: 'IPF GL points', ...POINTS }),
    wilks2020: out.number({ label: 'Wilks 2020 score', ...POINTS }),
    wilks: out.number({ label: 'Original Wilks score', ...POINTS }),
    fit: out.text({ label: 'Body weight range' }),
  },
  compute: ({ sex, bodyWeight, lifted, event, equipment }) => ({
    dots: lifted * dotsCoefficient(sex, bodyWeight),
    goodlift: goodliftPoints(lifted, bodyWeight, sex, event, equipment),
    wilks2020: lifted * wilks2020Coefficient(sex, bodyWeight),
    wilks: lifted * wilksCoefficient(sex, bodyWeight),
    fit: outsideFittedRange(sex, bodyWeight)
      ? 'Outside the range some formulas were fitted over: they use the nearest body weight they cover, as federations do.'
      : 'Inside the range every formula was fitted over.',
  }),
  examples: [
    {
      inputs: { sex: 'male', bodyWeight: 75, lifted: 110, event: 'bench', equipment: 'classic' },
      expect: { wilks: 78.386 },
      tolerance: 0.01,
      source:
        'Wikipedia (de), "Wilks-Koeffizient", bench press example: athlete 1, 75 kg body weight, Wilks coefficient 0.7126, 110 kg pressed → 78.386 Wilks points',
    },
    {
      inputs: { sex: 'male', bodyWeight: 80, lifted: 600, event: 'total', equipment: 'classic' },
      expect: { wilks2020: 490.74 },
      tolerance: 0.03,
      source:
        'Powerlifting Australia, Wilks 2020 coefficient table for men: 80.0 kg → 0.8179; 600 kg × 0.8179 = 490.74 points',
    },
    {
      inputs: { sex: 'male', bodyWeight: 92.04, lifted: 1035, event: 'total', equipment: 'equipped' },
      expect: { goodlift: 112.85 },
      tolerance: 0.005,
      source:
        "IPF 2019 World Open Men's (equipped) Powerlifting Championships results: Dmitry Inzarkin, 92.04 kg body weight, 1,035 kg total → 112.85 IPF GL points",
    },
    {
      inputs: { sex: 'female', bodyWeight: 70.5, lifted: 122.5, event: 'bench', equipment: 'classic' },
      expect: { goodlift: 96.78 },
      tolerance: 0.005,
      source:
        'IPF 2019 World Classic Bench Press Championships results: Susanna Torronen, 70.50 kg body weight, 122.5 kg bench press → 96.78 IPF GL points',
    },
    {
      inputs: { sex: 'male', bodyWeight: 100, lifted: 700, event: 'total', equipment: 'classic' },
      expect: { dots: 430.87 },
      tolerance: 0.02,
      source:
        "BVDK DOTS formula (Tim Konertz, 2019) with its published men's constants, worked by hand at 100 kg: −307.75076 + 2,409.00756 − 1,918.759221 + 739.1293 − 109.3 = 812.3269; 500 ÷ 812.3269 = 0.61553; 700 kg × 0.61553 = 430.87",
    },
  ],
});
