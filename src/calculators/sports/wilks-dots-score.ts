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
});
