import { defineCalculator, out } from '../../engine/index.ts';
import { activityInput, bmrEquationInputs, bmrPersonInputs } from '../shared/presets/body-fields.ts';
import { ACTIVITY_LEVELS, activityLevelKeys, BMR_METHODS } from '../shared/body/energy.ts';
import { KJ_PER_KCAL } from '../shared/body/kilojoules.ts';

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
});
