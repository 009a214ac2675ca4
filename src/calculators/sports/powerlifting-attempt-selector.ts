import { defineCalculator, out, select } from '../../engine/index.ts';
import { barbellLoadField, barbellLoadOutput, loadRoundingInput, optionsOf } from '../shared/presets/barbell-fields.ts';
import { KG_PER_LB, LOAD_ROUNDING, roundLoad } from '../shared/sports/plates.ts';

/**
 * Shares of the one-rep max for the three attempts: the ranges of the classic percentage method
 * (EliteFTS, "A case for sanity and powerlifting, part 2", table 1: first 88–93 %, second
 * 94–98 %, third 99–102 %), taken at their low end, middle and high end.
 */
const STRATEGIES = {
  conservative: { label: 'Conservative (88 / 94 / 99 %)', shares: [0.88, 0.94, 0.99] },
  standard: { label: 'Standard (90.5 / 96 / 100.5 %)', shares: [0.905, 0.96, 1.005] },
  aggressive: { label: 'Aggressive (93 / 98 / 102 %)', shares: [0.93, 0.98, 1.02] },
} as const;

const LIFTS = [
  ['squat', 'Squat'],
  ['bench', 'Bench press'],
  ['deadlift', 'Deadlift'],
] as const;

export default defineCalculator({
  inputs: {
    squat: barbellLoadField('Squat one-rep max', 180, 600),
    bench: barbellLoadField('Bench press one-rep max', 120, 450),
    deadlift: barbellLoadField('Deadlift one-rep max', 220, 600),
    strategy: select({
      label: 'Strategy',
      options: optionsOf(STRATEGIES),
      default: 'standard',
    }),
    rounding: loadRoundingInput(),
  },
  outputs: {
    thirdTotal: barbellLoadOutput('Total if every third attempt is made', true),
    openerTotal: barbellLoadOutput('Total of the openers'),
    attempts: out.table({
      label: 'Attempts',
      columns: [
        { key: 'lift', label: 'Lift', kind: 'text' },
        { key: 'attempt', label: 'Attempt', kind: 'integer' },
        { key: 'percent', label: '% of max', kind: 'number' },
        { key: 'kg', label: 'Weight (kg)', kind: 'number' },
        { key: 'lb', label: 'Weight (lb)', kind: 'number' },
      ],
    }),
  },
  compute: (values) => {
    const { shares } = STRATEGIES[values.strategy];
    const { stepKg } = LOAD_ROUNDING[values.rounding];
    const plan = LIFTS.map(([key, lift]) => ({
      lift,
      loads: shares.map((share) => roundLoad(values[key] * share, stepKg)),
    }));
    const sumOf = (attempt: number) => plan.reduce((sum, { loads }) => sum + (loads[attempt] ?? 0), 0);
    return {
      thirdTotal: sumOf(2),
      openerTotal: sumOf(0),
      attempts: plan.flatMap(({ lift, loads }) =>
        loads.map((kg, index) => ({
          lift,
          attempt: index + 1,
          percent: Math.round((shares[index] ?? 0) * 1000) / 10,
          kg: Math.round(kg * 100) / 100,
          lb: Math.round((kg / KG_PER_LB) * 100) / 100,
        })),
      ),
    };
  },
});
