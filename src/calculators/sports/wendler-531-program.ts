import { defineCalculator, out, percent } from '../../engine/index.ts';
import { barbellLoadField, barbellLoadOutput, loadRoundingInput } from '../shared/presets/barbell-fields.ts';
import { KG_PER_LB, LOAD_ROUNDING, roundLoad } from '../shared/sports/plates.ts';

/**
 * The four weeks of a 5/3/1 cycle as shares of the training max, with the reps of each set; a
 * "+" set is as many reps as possible (Jim Wendler, 5/3/1: The Simplest and Most Effective
 * Training System for Raw Strength, 2009).
 */
const CYCLE = [
  {
    week: 'Week 1 (5s)',
    sets: [
      [0.65, '5'],
      [0.75, '5'],
      [0.85, '5+'],
    ],
  },
  {
    week: 'Week 2 (3s)',
    sets: [
      [0.7, '3'],
      [0.8, '3'],
      [0.9, '3+'],
    ],
  },
  {
    week: 'Week 3 (5/3/1)',
    sets: [
      [0.75, '5'],
      [0.85, '3'],
      [0.95, '1+'],
    ],
  },
  {
    week: 'Week 4 (deload)',
    sets: [
      [0.4, '5'],
      [0.5, '5'],
      [0.6, '5'],
    ],
  },
] as const;

export default defineCalculator({
  inputs: {
    oneRepMax: barbellLoadField('One-rep max', 140, 600, 'A recent true or estimated one-rep max for the lift.'),
    trainingMaxShare: percent({
      label: 'Training max, % of one-rep max',
      help: 'Wendler uses 90 %.',
      default: 90,
      min: 50,
      max: 100,
    }),
    rounding: loadRoundingInput(),
  },
  outputs: {
    trainingMax: barbellLoadOutput('Training max', true),
    topSet: barbellLoadOutput('Heaviest set of the cycle (week 3, 95 %)'),
    program: out.table({
      label: 'The four weeks',
      columns: [
        { key: 'week', label: 'Week', kind: 'text' },
        { key: 'set', label: 'Set', kind: 'integer' },
        { key: 'percent', label: '% of training max', kind: 'percent' },
        { key: 'reps', label: 'Reps', kind: 'text' },
        { key: 'kg', label: 'Load (kg)', kind: 'number' },
        { key: 'lb', label: 'Load (lb)', kind: 'number' },
      ],
      previewRows: 12,
    }),
  },
  compute: ({ oneRepMax, trainingMaxShare, rounding }) => {
    const trainingMax = (oneRepMax * trainingMaxShare) / 100;
    const { stepKg } = LOAD_ROUNDING[rounding];
    const loadAt = (share: number) => roundLoad(trainingMax * share, stepKg);
    return {
      trainingMax,
      topSet: loadAt(0.95),
      program: CYCLE.flatMap(({ week, sets }) =>
        sets.map(([share, reps], index) => {
          const kg = loadAt(share);
          return {
            week,
            set: index + 1,
            percent: share * 100,
            reps,
            kg: Math.round(kg * 100) / 100,
            lb: Math.round((kg / KG_PER_LB) * 100) / 100,
          };
        }),
      ),
    };
  },
});
