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
  examples: [
    {
      inputs: { sex: 'male', age: 30, weight: 70, height: 175, activity: 'moderate', goal: 'maintain' },
      expect: { bmr: 1648.75, maintenance: 2555.5625, target: 2555.5625 },
      tolerance: 0.01,
      source:
        'CalculatorLib, Mifflin-St Jeor worked example: a 30-year-old man, 70 kg, 175 cm → 700 + 1,093.75 − 150 + 5 = 1,648.75 kcal/day; moderately active × 1.55 = 2,556 kcal/day',
    },
    {
      inputs: { sex: 'male', age: 35, weight: 85, height: 180, activity: 'moderate', goal: 'maintain' },
      expect: { bmr: 1805, maintenance: 2797.75 },
      tolerance: 0.01,
      source:
        'Calculator City practical example: a 35-year-old man, 85 kg, 180 cm, moderately active → BMR (10 × 85) + (6.25 × 180) − (5 × 35) + 5 = 1,805; TDEE 1,805 × 1.55 = 2,798 kcal/day',
    },
    {
      inputs: { sex: 'female', age: 30, weight: 60, height: 165, activity: 'sedentary', goal: 'lose05' },
      expect: {
        bmr: 1320.25,
        maintenance: 1584.3,
        target: 1034.3,
        floorNote:
          "This is below 1,200 kcal a day, the lowest intake advised for women without a doctor's or dietitian's supervision (Harvard Health; NIH NHLBI). Choose a slower rate of loss or more activity, or get professional advice.",
      },
      tolerance: 0.01,
      source:
        'Mifflin-St Jeor equation (1990), Biology Insights worked example: a woman of 30, 60 kg, 165 cm → 600 + 1,031.25 − 150 − 161 = 1,320.25 kcal/day; sedentary × 1.2 = 1,584.3; losing 0.5 kg a week at 7,700 kcal/kg takes 550 kcal/day → 1,034.3, under the 1,200 kcal floor for women (Harvard Health)',
    },
    {
      inputs: {
        sex: 'female',
        age: 30,
        weight: { value: 132.277, unit: 'lb' },
        height: '5 ft 5 in',
        goal: 'maintain',
        activity: 'sedentary',
      },
      expect: { bmr: 1320.87 },
      tolerance: 0.05,
      source:
        'Mifflin-St Jeor equation (1990) in US units: 132.277 lb × 0.45359237 = 60.00 kg and 5 ft 5 in = 65 in × 2.54 = 165.1 cm → 600.0 + 1,031.875 − 150 − 161 = 1,320.87 kcal/day',
    },
  ],
});
