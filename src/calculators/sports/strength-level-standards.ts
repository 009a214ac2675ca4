import { defineCalculator, integer, out, select } from '../../engine/index.ts';
import { convert } from '../../engine/units/convert.ts';
import { barbellLoadField, barbellLoadOutput } from '../shared/presets/barbell-fields.ts';
import { bodyWeightField, sexInput } from '../shared/presets/body-fields.ts';
import { ONE_REP_MAX_FORMULAS } from '../shared/sports/one-rep-max.ts';
import {
  STRENGTH_LEVELS,
  classStandards,
  hasStandards,
  strengthLevel,
  strengthStandards,
} from '../shared/sports/strength-standards.ts';

const poundsOf = (kg: number) => convert('mass', kg, 'kg', 'lb');
const kilogramsOf = (lb: number) => convert('mass', lb, 'lb', 'kg');

// Epley's estimate strays more than a few percent beyond about ten reps.
const MOST_REPS = 10;

export default defineCalculator({
  inputs: {
    lift: select({
      label: 'Lift',
      options: [
        { value: 'squat', label: 'Back squat (men only)' },
        { value: 'bench', label: 'Bench press' },
        { value: 'deadlift', label: 'Deadlift' },
        { value: 'press', label: 'Overhead press (standing)' },
      ],
      default: 'bench',
    }),
    sex: sexInput('male'),
    bodyWeight: bodyWeightField({ default: 80, min: 30, max: 250 }, 'Body weight'),
    lifted: barbellLoadField(
      'Weight lifted',
      80,
      600,
      'Your best single, or the weight of a hard set of up to 10 reps.',
    ),
    reps: integer({
      label: 'Reps done with it',
      help: 'Enter 1 for a true one-rep max; for 2–10 reps the one-rep max is estimated with Epley’s formula.',
      default: 1,
      min: 1,
      max: MOST_REPS,
      suffix: 'reps',
    }),
  },
  validate: ({ lift, sex }) =>
    hasStandards(lift, sex)
      ? []
      : [{ field: 'lift', message: 'The table used here has no women’s squat standards: choose another lift.' }],
  outputs: {
    level: out.text({ label: 'Strength level', primary: true }),
    oneRepMax: barbellLoadOutput('One-rep max used'),
    weightClass: out.text({ label: 'Body-weight class in the table' }),
    standards: out.table({
      label: 'One-rep max for each level in your class',
      columns: [
        { key: 'level', label: 'Level', kind: 'text' },
        { key: 'pounds', label: 'Pounds', kind: 'integer' },
        { key: 'kilograms', label: 'Kilograms', kind: 'number' },
      ],
    }),
  },
  compute: ({ lift, sex, bodyWeight, lifted, reps }) => {
    const oneRepMax = ONE_REP_MAX_FORMULAS.epley(lifted, reps);
    const { classLabel, levelsLb } = classStandards(lift, sex, poundsOf(bodyWeight));
    return {
      level: strengthLevel(poundsOf(oneRepMax), levelsLb),
      oneRepMax,
      weightClass: classLabel.endsWith('+') ? `${classLabel} lb (the heaviest class)` : `Up to ${classLabel} lb`,
      standards: levelsLb.map((pounds, index) => ({
        level: STRENGTH_LEVELS[index] ?? '',
        pounds,
        kilograms: kilogramsOf(pounds),
      })),
    };
  },
  datedTables: [strengthStandards],
  examples: [
    {
      inputs: {
        lift: 'bench',
        sex: 'male',
        bodyWeight: { value: 181, unit: 'lb' },
        lifted: { value: 210, unit: 'lb' },
        reps: 1,
      },
      expect: { level: 'Intermediate' },
      source:
        'ExRx.net bench press standards, men 18–39, class 181 lb: intermediate 200 lb, advanced 275 lb, so a 210 lb bench press is intermediate',
    },
    {
      inputs: {
        lift: 'deadlift',
        sex: 'female',
        bodyWeight: { value: 132, unit: 'lb' },
        lifted: { value: 275, unit: 'lb' },
        reps: 1,
      },
      expect: { level: 'Elite' },
      source:
        'ExRx.net deadlift standards, women 18–39, class 132 lb: elite 275 lb, so a 275 lb deadlift reaches elite',
    },
    {
      inputs: {
        lift: 'squat',
        sex: 'male',
        bodyWeight: { value: 200, unit: 'lb' },
        lifted: { value: 225, unit: 'lb' },
        reps: 5,
      },
      expect: { level: 'Novice', oneRepMax: 119.068 },
      tolerance: 0.001,
      source:
        'Epley (1985): 225 lb × (1 + 5/30) = 262.5 lb = 119.068 kg. ExRx.net squat standards, men 18–39: a 200 lb lifter is in the 220 lb class, novice 245 lb, intermediate 300 lb, so 262.5 lb is novice',
    },
    {
      inputs: {
        lift: 'press',
        sex: 'male',
        bodyWeight: { value: 350, unit: 'lb' },
        lifted: { value: 90, unit: 'lb' },
        reps: 1,
      },
      expect: { level: 'Below untrained', weightClass: '320+ lb (the heaviest class)' },
      source:
        'ExRx.net press standards, men 18–39: 350 lb is in the 320+ class, whose untrained standard is 100 lb, so a 90 lb press is below it',
    },
  ],
});
