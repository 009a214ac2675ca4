import { defineCalculator, integer, out, select } from '../../engine/index.ts';
import { barbellLoadField, barbellLoadOutput } from '../shared/presets/barbell-fields.ts';
import { RPE_CHART_REPS, RPE_CHART_VALUES, rpePercent } from '../shared/sports/rpe-chart.ts';
import { convert } from '../../engine/units/convert.ts';

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
  examples: [
    {
      inputs: { lifted: { value: 225, unit: 'lb' }, reps: 5, rpe: '8', targetReps: 5, targetRpe: '8' },
      expect: { donePercent: 81.1, oneRepMax: { value: 277.4, unit: 'lb' }, targetLoad: { value: 225, unit: 'lb' } },
      tolerance: 0.05,
      source:
        'Calculator Cloud, "RPE to percentage" (RTS chart by Mike Tuchscherer): 225 lb for 5 reps at RPE 8 is 81.1 % of the one-rep max, an estimated 225 ÷ 0.811 ≈ 277 lb',
    },
    {
      inputs: { lifted: 200, reps: 1, rpe: '10', targetReps: 1, targetRpe: '8' },
      expect: { oneRepMax: 200, targetPercent: 92.2, targetLoad: 184.4 },
      tolerance: 1e-9,
      source:
        'Reactive Training Systems RPE chart (M. Tuchscherer, The Reactive Training Manual, 2008): 1 rep at RPE 10 = 100 %, 1 rep at RPE 8 = 92.2 %; 200 kg × 0.922 = 184.4 kg',
    },
    {
      inputs: { lifted: 150, reps: 3, rpe: '9', targetReps: 8, targetRpe: '7' },
      expect: { donePercent: 89.2, targetPercent: 70.7, targetLoad: 118.89 },
      tolerance: 0.01,
      source:
        'Reactive Training Systems RPE chart (Tuchscherer, The Reactive Training Manual): 3 reps at RPE 9 = 89.2 %, 8 reps at RPE 7 = 70.7 %; 150 ÷ 0.892 × 0.707 = 118.89 kg',
    },
  ],
});
