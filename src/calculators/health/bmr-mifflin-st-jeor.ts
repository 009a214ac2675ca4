import { defineCalculator, out } from '../../engine/index.ts';
import { bmrEquationInputs, bmrPersonInputs } from '../shared/presets/body-fields.ts';
import { BMR_METHODS, bmrMethodKeys, leanBodyMass, type Person } from '../shared/body/energy.ts';
import { KJ_PER_KCAL } from '../shared/body/kilojoules.ts';

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
});
