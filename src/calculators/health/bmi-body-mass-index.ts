import { articleFor, bandOf, defineCalculator, integer, number, ordinal, out } from '../../engine/index.ts';
import { bodyMassIndex } from '../shared/body/anthropometry.ts';
import { bmiForAge } from '../shared/body/bmi-for-age.ts';
import { bodyHeightField, bodyMassOutput, sexInput } from '../shared/presets/body-fields.ts';

/** Adults are 20 and over; younger people are judged by CDC BMI-for-age percentiles. */
const ADULT_AGE = 20;

/** How the BMI is shown; its category is judged on this figure. */
const BMI_SHOWN = { decimals: 1 } as const;
/** The percentile is shown as a whole ordinal ("85th"); the child's category is judged on it. */
const PERCENTILE_SHOWN = { decimals: 0 } as const;

/**
 * WHO adult BMI classification (WHO, "A healthy lifestyle – WHO recommendations"). WHO writes the
 * bands to one decimal (18.5–24.9, 25.0–29.9 …), so the BMI is judged as shown, to one decimal.
 */
export function whoBmiCategory(bmi: number): string {
  return bandOf(
    bmi,
    BMI_SHOWN,
    [
      [18.5, 'Healthy weight'],
      [25, 'Overweight (pre-obesity)'],
      [30, 'Obesity class I'],
      [35, 'Obesity class II'],
      [40, 'Obesity class III'],
    ],
    'Underweight',
  );
}

export default defineCalculator({
  inputs: {
    age: integer({
      label: 'Age',
      help: 'From 2 to 19 the result is a CDC percentile for age and sex, not an adult category.',
      default: 35,
      min: 2,
      max: 120,
      suffix: 'years',
    }),
    sex: { ...sexInput(), help: 'Used for ages 2 to 19 only.' },
    weight: number({
      label: 'Weight',
      unitFamily: 'mass',
      unit: 'kg',
      imperialUnit: 'lb',
      units: ['kg', 'lb', 'st'],
      default: 70,
      min: 0,
      minInclusive: false,
      max: 650,
    }),
    height: bodyHeightField({ default: 175, min: 50, max: 275 }),
  },
  outputs: {
    bmi: out.number({ label: 'Body mass index (BMI)', primary: true, ...BMI_SHOWN, suffix: 'kg/m²' }),
    category: out.text({ label: 'Weight category' }),
    percentile: out.text({ label: 'BMI-for-age percentile (ages 2–19)' }),
    healthyMin: bodyMassOutput('Healthy weight from'),
    healthyMax: bodyMassOutput('Healthy weight up to'),
    bmiPrime: out.number({ label: 'BMI Prime (BMI ÷ 25)', decimals: 2 }),
  },
  compute: ({ age, sex, weight, height }) => {
    const metres = height;
    const bmi = bodyMassIndex(weight, metres);
    if (age < ADULT_AGE) {
      // Whole years only: the middle of that year of age (a child of 8 is 8.0 to 8.99 years).
      const child = bmiForAge(sex, age * 12 + 6, bmi, PERCENTILE_SHOWN);
      const rounded = Math.min(99, Math.max(1, Math.round(child.percentile)));
      return {
        bmi,
        category: `${child.category} (CDC BMI-for-age)`,
        percentile: `${ordinal(rounded)} percentile for ${articleFor(age)} ${String(age)}-year-old ${sex === 'male' ? 'boy' : 'girl'}`,
        healthyMin: child.p5 * metres * metres,
        healthyMax: child.p85 * metres * metres,
        bmiPrime: bmi / 25,
      };
    }
    return {
      bmi,
      category: `${whoBmiCategory(bmi)} (WHO, adults)`,
      percentile: 'Not used from age 20',
      healthyMin: 18.5 * metres * metres,
      healthyMax: 24.9 * metres * metres,
      bmiPrime: bmi / 25,
    };
  },
});
