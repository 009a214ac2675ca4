import { defineCalculator, integer, out, select } from '../../engine/index.ts';
import { convert } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/matter.ts';
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
});
