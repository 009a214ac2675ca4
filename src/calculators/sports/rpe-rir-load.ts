import { defineCalculator, integer, out, select } from '../../engine/index.ts';
import { barbellLoadField, barbellLoadOutput } from '../shared/presets/barbell-fields.ts';
import { RPE_CHART_REPS, RPE_CHART_VALUES, rpePercent } from '../shared/sports/rpe-chart.ts';
import { convert } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/matter.ts';

const repsField = (label: string, defaultReps: number) =>
  integer({ label, default: defaultReps, ...RPE_CHART_REPS, suffix: 'reps' });

const rpeField = (label: string, defaultRpe: (typeof RPE_CHART_VALUES)[number]) =>
  select({
    label,
    options: RPE_CHART_VALUES.map((rpe) => ({
      value: String(rpe),
      label: `RPE ${rpe} (${10 - rpe} ${10 - rpe === 1 ? 'rep' : 'reps'} in reserve)`,
    })),
    default: String(defaultRpe),
  });

export default defineCalculator({
  inputs: {
    lifted: barbellLoadField(
      'Weight lifted',
      140,
      600,
      'A set you have done, or a one-rep max you know (1 rep at RPE 10).',
    ),
    reps: repsField('Reps done', 5),
    rpe: rpeField('RPE of that set', 8),
    targetReps: repsField('Reps planned', 3),
    targetRpe: rpeField('RPE planned', 9),
  },
  outputs: {
    targetLoad: barbellLoadOutput('Load for the planned set', true),
    targetPercent: out.percent({ label: 'Planned set, % of one-rep max', decimals: 1 }),
    oneRepMax: barbellLoadOutput('Estimated one-rep max'),
    donePercent: out.percent({ label: 'Set done, % of one-rep max', decimals: 1 }),
    loads: out.table({
      label: 'Loads at the planned RPE',
      columns: [
        { key: 'reps', label: 'Reps', kind: 'integer' },
        { key: 'percent', label: '% of 1RM', kind: 'number' },
        { key: 'kg', label: 'Load (kg)', kind: 'number' },
        { key: 'lb', label: 'Load (lb)', kind: 'number' },
      ],
    }),
  },
  compute: ({ lifted, reps, rpe, targetReps, targetRpe }) => {
    const donePercent = rpePercent(reps, Number(rpe));
    const oneRepMax = (lifted * 100) / donePercent;
    const loadAt = (percent: number) => {
      const kg = (oneRepMax * percent) / 100;
      return { kg: Math.round(kg * 2) / 2, lb: Math.round(convert('mass', kg, 'kg', 'lb')) };
    };
    const targetPercent = rpePercent(targetReps, Number(targetRpe));
    return {
      targetLoad: (oneRepMax * targetPercent) / 100,
      targetPercent,
      oneRepMax,
      donePercent,
      loads: Array.from({ length: RPE_CHART_REPS.max }, (_, index) => {
        const percent = rpePercent(index + 1, Number(targetRpe));
        return { reps: index + 1, percent, ...loadAt(percent) };
      }),
    };
  },
});
