import { defineCalculator, integer, out } from '../../engine/index.ts';
import { barbellLoadField, barbellLoadOutput } from '../shared/presets/barbell-fields.ts';
import { KG_PER_LB } from '../shared/sports/plates.ts';

/*
 * Volume load ("tonnage") = sets × reps × load, summed over the exercises of a session or week
 * (Haff and Triplett, NSCA Essentials of Strength Training and Conditioning; McBride et al. 2009).
 */

const setsField = (exercise: number, defaultSets: number) =>
  integer({
    label: `Exercise ${exercise}: sets`,
    ...(exercise === 1 ? {} : { help: 'Leave at 0 to skip this exercise.' }),
    default: defaultSets,
    min: exercise === 1 ? 1 : 0,
    max: 50,
    suffix: 'sets',
  });

const repsField = (exercise: number, defaultReps: number) =>
  integer({ label: `Exercise ${exercise}: reps per set`, default: defaultReps, min: 1, max: 100, suffix: 'reps' });

const loadField = (exercise: number, defaultKg: number) =>
  barbellLoadField(`Exercise ${exercise}: weight`, defaultKg, 1000, 'Weight lifted on each rep.');

const TONNAGE_UNITS = { unitFamily: 'mass', unit: 'kg', imperialUnit: 'lb', units: ['kg', 't', 'lb', 'ton'] } as const;

export default defineCalculator({
  inputs: {
    sets1: setsField(1, 5),
    reps1: repsField(1, 5),
    load1: loadField(1, 100),
    sets2: setsField(2, 3),
    reps2: repsField(2, 8),
    load2: loadField(2, 60),
    sets3: setsField(3, 0),
    reps3: repsField(3, 10),
    load3: loadField(3, 40),
  },
  outputs: {
    tonnage: out.number({ label: 'Total volume load (tonnage)', primary: true, ...TONNAGE_UNITS, digits: 5 }),
    totalReps: out.integer({ label: 'Total reps', suffix: 'reps' }),
    averageLoad: barbellLoadOutput('Average weight per rep'),
    exercises: out.table({
      label: 'Volume by exercise',
      columns: [
        { key: 'exercise', label: 'Exercise', kind: 'integer' },
        { key: 'reps', label: 'Reps', kind: 'integer' },
        { key: 'kg', label: 'Volume (kg)', kind: 'number' },
        { key: 'lb', label: 'Volume (lb)', kind: 'number' },
      ],
    }),
  },
  compute: (values) => {
    const rows = [1, 2, 3] as const;
    const exercises = rows
      .map((exercise) => {
        const sets = values[`sets${exercise}`];
        const reps = sets * values[`reps${exercise}`];
        const kg = reps * values[`load${exercise}`];
        return { exercise, reps, kg: Math.round(kg * 10) / 10, lb: Math.round((kg / KG_PER_LB) * 10) / 10, exact: kg };
      })
      .filter(({ reps }) => reps > 0);
    const tonnage = exercises.reduce((sum, { exact }) => sum + exact, 0);
    const totalReps = exercises.reduce((sum, { reps }) => sum + reps, 0);
    return {
      tonnage,
      totalReps,
      averageLoad: tonnage / totalReps,
      exercises: exercises.map(({ exercise, reps, kg, lb }) => ({ exercise, reps, kg, lb })),
    };
  },
});
