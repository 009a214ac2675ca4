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
  examples: [
    {
      inputs: { activity: 'running6', weight: 70, time: { value: 30, unit: 'minute' } },
      expect: { calories: 343, met: 9.8, code: '12050', netCalories: 308, intensity: 'Vigorous (6 METs or more)' },
      tolerance: 0.001,
      source:
        '2011 Compendium of Physical Activities (Ainsworth et al.): code 12050, running 6 mph (10 min/mile) = 9.8 METs; kcal = METs × kg × hours = 9.8 × 70 × 0.5 = 343 kcal; net of the 1-MET resting rate (9.8 − 1) × 70 × 0.5 = 308 kcal',
    },
    {
      inputs: { activity: 'custom', customMet: 5, weight: 68.2, time: { value: 30, unit: 'minute' } },
      expect: { calories: 170.5 },
      tolerance: 0.001,
      source:
        'Corbin et al., Concepts of Fitness and Wellness (McGraw-Hill), "Calculating calories burned from physical activity": a 150 lb (68.2 kg) person gardening at 5 METs for 30 minutes → 5 × 68.2 × 0.5 = 170.5 kcal',
    },
    {
      inputs: { activity: 'walkingBrisk', weight: 70, time: { value: 45, unit: 'minute' } },
      expect: { calories: 225.75, perHour: 301 },
      tolerance: 0.001,
      source:
        '2011 Compendium code 17200, walking 3.5 mph, level, brisk = 4.3 METs: a 70 kg person for 45 minutes → 4.3 × 70 × 0.75 = 225.75 kcal, a rate of 4.3 × 70 = 301 kcal an hour',
    },
    {
      inputs: { activity: 'running6', weight: { value: 160, unit: 'lb' }, time: { value: 30, unit: 'minute' } },
      expect: { calories: 355.6 },
      tolerance: 0.1,
      source:
        'Calculator City MET calculator worked example: 160 lb (72.57 kg) running 6 mph (9.8 METs) for 30 minutes → 9.8 × 72.57 × 0.5 ≈ 355.6 kcal',
    },
    {
      inputs: { activity: 'sleeping', weight: 70, time: { value: 8, unit: 'hour' } },
      expect: { calories: 532, netCalories: 0, intensity: 'Sedentary (under 1.6 METs)' },
      tolerance: 0.001,
      source:
        'Compendium code 07030, sleeping = 0.95 METs, below the 1-MET resting rate: 0.95 × 70 × 8 = 532 kcal in total and nothing above resting; under 1.6 METs is sedentary (Physical Activity Guidelines for Americans, 2018)',
    },
  ],
});
