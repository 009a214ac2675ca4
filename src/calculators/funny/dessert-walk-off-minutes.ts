import { defineCalculator, number, out, select } from '../../engine/index.ts';
import { formatNumber } from '../../engine/format/numbers.ts';
import { MET_ACTIVITIES, metValuesTable, type MetActivityKey } from '../shared/body/met-values.ts';
import { bodyWeightField } from '../shared/presets/body-fields.ts';

/*
 * Minutes of activity that burn a dessert's calories, by the Compendium of Physical Activities'
 * own formula: kcal = MET × body weight (kg) × hours, solved for the hours.
 */
const ACTIVITIES = [
  'walkingModerate',
  'walkingBrisk',
  'walkingDog',
  'jogging',
  'cyclingLeisure',
  'swimmingLeisure',
  'dancing',
  'cleaning',
] as const satisfies readonly MetActivityKey[];

const MINUTES_PER_HOUR = 60;

export default defineCalculator({
  inputs: {
    kcal: number({
      label: 'Calories in the dessert',
      help: 'On the label or menu; a slice of cake or a doughnut is often 250 to 450 kcal.',
      default: 350,
      min: 1,
      max: 5000,
      suffix: 'kcal',
      messages: { max: 'Over 5,000 kcal is two days of food in one dessert: enter up to 5,000.' },
    }),
    weight: bodyWeightField({ default: 70, min: 20, max: 650 }, 'Your weight'),
    activity: select({
      label: 'Activity',
      options: ACTIVITIES.map((value) => ({
        value,
        label: `${MET_ACTIVITIES[value].name} (${MET_ACTIVITIES[value].met} METs)`,
      })),
      default: 'walkingModerate',
    }),
  },
  compute: ({ kcal, weight, activity }) => {
    const { met } = MET_ACTIVITIES[activity];
    return { minutes: (kcal / (met * weight)) * MINUTES_PER_HOUR, perMinute: (met * weight) / MINUTES_PER_HOUR };
  },
  outputs: {
    minutes: out.number({ label: 'Minutes to burn it off', primary: true, decimals: 0, suffix: 'min' }),
    perMinute: out.number({ label: 'Calories you burn each minute', decimals: 1, suffix: 'kcal' }),
  },
  datedTables: [metValuesTable],
  shareLine: ({ minutes }, { kcal, activity }) =>
    `Burning off my ${formatNumber(kcal, { decimals: 0 })}-calorie dessert takes ${formatNumber(minutes, { decimals: 0 })} minutes of ${MET_ACTIVITIES[activity].name.split(',')[0]?.toLowerCase() ?? 'activity'}.`,
});
