import { defineCalculator, duration, durationIn, number, out, select } from '../../engine/index.ts';
import { weightInput } from '../shared/presets/body-fields.ts';
import {
  MET_ACTIVITIES,
  metActivityKeys,
  metCalories,
  metIntensity,
  metValuesTable,
} from '../shared/body/met-values.ts';

export default defineCalculator({
  datedTables: [metValuesTable],
  inputs: {
    activity: select({
      label: 'Activity',
      options: [
        ...metActivityKeys.map((value) => {
          const { name, met } = MET_ACTIVITIES[value];
          return { value, label: `${name} – ${met} METs` };
        }),
        { value: 'custom', label: 'Other: enter a MET value' },
      ],
      default: 'walkingBrisk',
    }),
    weight: weightInput(70, 'Body weight'),
    time: duration({
      label: 'Duration',
      default: { value: 30, unit: 'minute' },
      units: ['minute', 'hour'],
      max: { value: 24, unit: 'hour' },
    }),
    customMet: number({
      label: 'MET value (for "Other")',
      help: 'Look up any activity in the Compendium of Physical Activities.',
      default: 5,
      min: 0.9,
      max: 25,
      step: 0.1,
      suffix: 'METs',
    }),
  },
  outputs: {
    calories: out.number({ label: 'Calories burned', primary: true, suffix: 'kcal', decimals: 0 }),
    met: out.number({ label: 'MET value used', decimals: 2 }),
    code: out.text({ label: 'Compendium code' }),
    intensity: out.text({ label: 'Intensity' }),
    netCalories: out.number({ label: 'Calories above resting (net)', suffix: 'kcal', decimals: 0 }),
    perHour: out.number({ label: 'Rate', suffix: 'kcal/hour', decimals: 0 }),
    allActivities: out.table({
      label: 'Calories for the same weight and time in other activities',
      columns: [
        { key: 'activity', label: 'Activity', kind: 'text' },
        { key: 'code', label: 'Code', kind: 'text' },
        { key: 'met', label: 'METs', kind: 'number' },
        { key: 'calories', label: 'kcal', kind: 'integer' },
      ],
    }),
  },
  compute: ({ activity, customMet, weight, time }) => {
    const hours = durationIn(time, 'hour');
    const met = activity === 'custom' ? customMet : MET_ACTIVITIES[activity].met;
    const calories = metCalories(met, weight, hours);
    return {
      calories,
      met,
      code: activity === 'custom' ? 'Your own value' : MET_ACTIVITIES[activity].code,
      intensity: metIntensity(met),
      // Sitting quietly is 1 MET; only the part above it is extra energy from the activity.
      netCalories: Math.max(0, metCalories(met - 1, weight, hours)),
      perHour: metCalories(met, weight, 1),
      allActivities: metActivityKeys.map((key) => ({
        activity: MET_ACTIVITIES[key].name,
        code: MET_ACTIVITIES[key].code,
        met: MET_ACTIVITIES[key].met,
        calories: metCalories(MET_ACTIVITIES[key].met, weight, hours),
      })),
    };
  },
});
