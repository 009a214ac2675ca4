import { defineCalculator, out } from '../../engine/index.ts';
import { bmrEquationInputs, bmrPersonInputs } from '../shared/presets/body-fields.ts';
import { BMR_METHODS, bmrMethodKeys, KJ_PER_KCAL, leanBodyMass, type Person } from '../shared/body/energy.ts';

const equationSource = {
  mifflin: 'Mifflin, St Jeor et al., Am J Clin Nutr 1990',
  harris: 'Roza & Shizgal, Am J Clin Nutr 1984',
  katch: 'McArdle, Katch & Katch, Exercise Physiology',
} as const;

export default defineCalculator({
  inputs: {
    ...bmrPersonInputs(65),
    ...bmrEquationInputs(),
  },
  outputs: {
    bmr: out.number({ label: 'Basal metabolic rate (BMR)', primary: true, suffix: 'kcal/day', decimals: 0 }),
    bmrKj: out.number({ label: 'BMR in kilojoules', suffix: 'kJ/day', decimals: 0 }),
    comparison: out.table({
      label: 'All three equations',
      columns: [
        { key: 'method', label: 'Equation', kind: 'text' },
        { key: 'bmr', label: 'kcal a day', kind: 'integer' },
        { key: 'source', label: 'Published in', kind: 'text' },
      ],
    }),
    spread: out.number({ label: 'Gap between the highest and lowest estimate', suffix: 'kcal/day', decimals: 0 }),
    leanMass: out.number({
      label: 'Lean body mass (used by Katch-McArdle)',
      unitFamily: 'mass',
      unit: 'kg',
      imperialUnit: 'lb',
      units: ['kg', 'lb'],
      decimals: 1,
    }),
  },
  compute: ({ sex, age, weight, height, method, bodyFat }) => {
    // Height arrives in metres (the length family's base unit); the equations want centimetres.
    const person: Person = { sex, weightKg: weight, heightCm: height * 100, ageYears: age, bodyFatPercent: bodyFat };
    const estimates = bmrMethodKeys.map((key) => BMR_METHODS[key].bmr(person));
    const bmr = BMR_METHODS[method].bmr(person);
    return {
      bmr,
      bmrKj: bmr * KJ_PER_KCAL,
      comparison: bmrMethodKeys.map((key, index) => ({
        method: BMR_METHODS[key].label,
        bmr: estimates[index] ?? 0,
        source: equationSource[key],
      })),
      spread: Math.max(...estimates) - Math.min(...estimates),
      leanMass: leanBodyMass(weight, bodyFat),
    };
  },
  examples: [
    {
      inputs: { sex: 'male', age: 30, weight: 70, height: 175, method: 'mifflin' },
      expect: { bmr: 1648.75 },
      tolerance: 0.01,
      source:
        'Mifflin-St Jeor equation (1990), CalculatorLib worked example: a 30-year-old man, 70 kg, 175 cm → 700 + 1,093.75 − 150 + 5 = 1,648.75 kcal/day',
    },
    {
      inputs: { sex: 'male', age: 30, weight: 70, height: 175, method: 'harris' },
      expect: { bmr: 1695.667 },
      tolerance: 0.01,
      source:
        'Roza & Shizgal (1984) revised Harris-Benedict equation for men: 88.362 + 13.397 × 70 + 4.799 × 175 − 5.677 × 30 = 88.362 + 937.79 + 839.825 − 170.31 = 1,695.67 kcal/day',
    },
    {
      inputs: { sex: 'female', age: 30, weight: 69.5, height: 169, method: 'harris' },
      expect: { bmr: 1483.92 },
      tolerance: 0.01,
      source:
        'Oar Northwest, "Harris-Benedict" education update (2013), revised equation for a 30-year-old woman, 69.5 kg, 169 cm: 447.593 + 642.667 + 523.56 − 129.9 = 1,483.92 kcal/day',
    },
    {
      inputs: { weight: { value: 170, unit: 'lb' }, bodyFat: 20, method: 'katch' },
      expect: { bmr: 1702.47, leanMass: { value: 136, unit: 'lb' } },
      tolerance: 0.01,
      source:
        'ChangingShape, Katch-McArdle worked example: 170 lb at 20 % body fat → 136 lb lean mass; 370 + 9.79759519 × 136 = 1,702.47 kcal/day',
    },
    {
      inputs: {
        sex: 'female',
        age: 30,
        weight: { value: 132.277, unit: 'lb' },
        height: '5 ft 5 in',
        method: 'mifflin',
      },
      expect: { bmr: 1320.87 },
      tolerance: 0.05,
      source:
        'Mifflin-St Jeor equation (1990) in US units: 132.277 lb × 0.45359237 = 60.00 kg and 5 ft 5 in = 65 in × 2.54 = 165.1 cm → 600.0 + 1,031.875 − 150 − 161 = 1,320.87 kcal/day',
    },
  ],
});
