import { defineCalculator, out } from '../../engine/index.ts';
import { activityInput, bmrEquationInputs, bmrPersonInputs } from '../shared/presets/body-fields.ts';
import { ACTIVITY_LEVELS, activityLevelKeys, BMR_METHODS, KJ_PER_KCAL } from '../shared/body/energy.ts';

export default defineCalculator({
  inputs: {
    ...bmrPersonInputs(65),
    activity: activityInput('light'),
    ...bmrEquationInputs(),
  },
  outputs: {
    tdee: out.number({
      label: 'Total daily energy expenditure (TDEE)',
      primary: true,
      suffix: 'kcal/day',
      decimals: 0,
    }),
    bmr: out.number({ label: 'Basal metabolic rate (BMR)', suffix: 'kcal/day', decimals: 0 }),
    factor: out.number({ label: 'Activity factor used', decimals: 3 }),
    activityCalories: out.number({ label: 'Energy for activity and digestion', suffix: 'kcal/day', decimals: 0 }),
    tdeeKj: out.number({ label: 'TDEE in kilojoules', suffix: 'kJ/day', decimals: 0 }),
    byLevel: out.table({
      label: 'TDEE at every activity level',
      columns: [
        { key: 'level', label: 'Activity level', kind: 'text' },
        { key: 'factor', label: 'Factor', kind: 'number' },
        { key: 'tdee', label: 'kcal a day', kind: 'integer' },
      ],
    }),
  },
  compute: ({ sex, age, weight, height, activity, method, bodyFat }) => {
    // Height arrives in metres (the length family's base unit); the equations want centimetres.
    const bmr = BMR_METHODS[method].bmr({
      sex,
      weightKg: weight,
      heightCm: height * 100,
      ageYears: age,
      bodyFatPercent: bodyFat,
    });
    const factor = ACTIVITY_LEVELS[activity].factor;
    const tdee = bmr * factor;
    return {
      tdee,
      bmr,
      factor,
      activityCalories: tdee - bmr,
      tdeeKj: tdee * KJ_PER_KCAL,
      byLevel: activityLevelKeys.map((key) => ({
        level: ACTIVITY_LEVELS[key].name,
        factor: ACTIVITY_LEVELS[key].factor,
        tdee: bmr * ACTIVITY_LEVELS[key].factor,
      })),
    };
  },
  examples: [
    {
      inputs: { sex: 'male', age: 35, weight: 80, height: 180, activity: 'moderate', method: 'mifflin' },
      expect: { bmr: 1755, tdee: 2720.25 },
      tolerance: 0.01,
      source:
        'Ntro, "How to find the activity factor" worked example: a 35-year-old man, 180 cm, 80 kg, exercising 4 days a week → Mifflin-St Jeor BMR about 1,755 kcal; × 1.55 (moderately active) ≈ 2,720 kcal/day',
    },
    {
      inputs: { sex: 'female', age: 30, weight: 69.5, height: 169, activity: 'moderate', method: 'harris' },
      expect: { bmr: 1483.92, tdee: 2300.08 },
      tolerance: 0.01,
      source:
        'Oar Northwest, "Harris-Benedict" education update (2013): revised equation for a 30-year-old woman, 69.5 kg, 169 cm → 1,483.92 kcal/day; moderate exercise 3–5 days a week × 1.55 = 2,300.08 kcal/day',
    },
    {
      inputs: { weight: { value: 170, unit: 'lb' }, bodyFat: 20, activity: 'sedentary', method: 'katch' },
      expect: { bmr: 1702.47, tdee: 2042.97 },
      tolerance: 0.01,
      source:
        'ChangingShape, Katch-McArdle worked example: 170 lb at 20 % body fat → BMR 1,702.47 kcal; little to no exercise × 1.2 = 2,042.97 kcal/day',
    },
    {
      inputs: { sex: 'male', age: 30, weight: 70, height: 175, activity: 'extra', method: 'mifflin' },
      expect: { bmr: 1648.75, tdee: 3132.625, activityCalories: 1483.875 },
      tolerance: 0.01,
      source:
        'Mifflin-St Jeor (1990), CalculatorLib worked example: a 30-year-old man, 70 kg, 175 cm → 1,648.75 kcal/day; the top activity factor 1.9 gives 3,132.6 kcal/day, 1,483.9 of it for activity and digestion',
    },
  ],
});
