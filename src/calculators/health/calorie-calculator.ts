import { defineCalculator, out, select } from '../../engine/index.ts';
import { activityInput, bmrPersonInputs } from '../shared/presets/body-fields.ts';
import { ACTIVITY_LEVELS, CALORIE_FLOOR, KCAL_PER_KG, mifflinStJeorBmr, sexPlural } from '../shared/body/energy.ts';

/** Weekly change in kg for each goal; negative means losing weight. */
const goals = {
  maintain: { kgPerWeek: 0, label: 'Maintain weight' },
  lose025: { kgPerWeek: -0.25, label: 'Lose 0.25 kg (about ½ lb) a week' },
  lose05: { kgPerWeek: -0.5, label: 'Lose 0.5 kg (about 1 lb) a week' },
  lose1: { kgPerWeek: -1, label: 'Lose 1 kg (about 2 lb) a week' },
  gain025: { kgPerWeek: 0.25, label: 'Gain 0.25 kg (about ½ lb) a week' },
  gain05: { kgPerWeek: 0.5, label: 'Gain 0.5 kg (about 1 lb) a week' },
} as const;

type Goal = keyof typeof goals;

const dailyChange = (goal: Goal) => (goals[goal].kgPerWeek * KCAL_PER_KG) / 7;

export default defineCalculator({
  inputs: {
    ...bmrPersonInputs(70),
    activity: activityInput('light'),
    goal: select({
      label: 'Goal',
      options: (Object.keys(goals) as Goal[]).map((value) => ({ value, label: goals[value].label })),
      default: 'lose05',
    }),
  },
  outputs: {
    target: out.number({ label: 'Daily calories for your goal', primary: true, suffix: 'kcal/day', decimals: 0 }),
    floorNote: out.text({ label: 'Minimum intake check' }),
    bmr: out.number({ label: 'Basal metabolic rate (BMR)', suffix: 'kcal/day', decimals: 0 }),
    maintenance: out.number({ label: 'Maintenance calories', suffix: 'kcal/day', decimals: 0 }),
    allGoals: out.table({
      label: 'Calories for every goal',
      columns: [
        { key: 'goal', label: 'Goal', kind: 'text' },
        { key: 'calories', label: 'kcal a day', kind: 'integer' },
        { key: 'change', label: 'Change from maintenance', kind: 'integer' },
        { key: 'note', label: 'Minimum intake', kind: 'text' },
      ],
    }),
  },
  compute: ({ sex, age, weight, height, activity, goal }) => {
    // Height arrives in metres (the length family's base unit); the equation wants centimetres.
    const bmr = mifflinStJeorBmr(sex, weight, height * 100, age);
    const maintenance = bmr * ACTIVITY_LEVELS[activity].factor;
    const floor = CALORIE_FLOOR[sex];
    const who = sexPlural(sex);
    const target = maintenance + dailyChange(goal);
    return {
      target,
      floorNote:
        target < floor
          ? `This is below ${floor.toLocaleString('en-US')} kcal a day, the lowest intake advised for ${who} without a doctor's or dietitian's supervision (Harvard Health; NIH NHLBI). Choose a slower rate of loss or more activity, or get professional advice.`
          : `At or above ${floor.toLocaleString('en-US')} kcal a day, the lowest intake advised for ${who} without medical supervision.`,
      bmr,
      maintenance,
      allGoals: (Object.keys(goals) as Goal[]).map((key) => {
        const calories = maintenance + dailyChange(key);
        return {
          goal: goals[key].label,
          calories,
          change: dailyChange(key),
          note: calories < floor ? `Below ${floor.toLocaleString('en-US')}: needs supervision` : 'OK',
        };
      }),
    };
  },
});
