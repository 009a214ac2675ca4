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
  examples: [
    {
      inputs: { weight: 68, height: 165 },
      expect: { bmi: 24.98 },
      tolerance: 0.005,
      source: 'CDC, "About Adult BMI": weight 68 kg, height 1.65 m → 68 ÷ 1.65² = 24.98',
    },
    {
      inputs: { weight: 64, height: 160 },
      expect: { bmi: 25, category: 'Overweight (pre-obesity) (WHO, adults)' },
      tolerance: 1e-9,
      source:
        'WHO, "A healthy lifestyle – WHO recommendations": BMI 25.0–29.9 is pre-obesity; 64 kg ÷ (1.60 m)² = 64 ÷ 2.56 = 25.0 exactly, on the boundary',
    },
    {
      inputs: { weight: 59.94, height: 180 },
      expect: { bmi: 18.5, category: 'Healthy weight (WHO, adults)' },
      tolerance: 1e-9,
      source:
        'WHO, "A healthy lifestyle – WHO recommendations": BMI 18.5–24.9 is normal weight; 59.94 kg ÷ (1.80 m)² = 59.94 ÷ 3.24 = 18.5 exactly, on the boundary',
    },
    {
      inputs: { weight: { value: 150, unit: 'lb' }, height: { value: 65, unit: 'in' } },
      expect: { bmi: 24.96 },
      tolerance: 0.005,
      source: 'CDC, "About Adult BMI": 150 lb, 5 ft 5 in (65 in) → 150 ÷ 65² × 703 = 24.96',
    },
    {
      inputs: { weight: 100, height: 170 },
      expect: { bmi: 34.6, category: 'Obesity class I (WHO, adults)' },
      tolerance: 0.01,
      source: 'WHO classification: BMI 30.0–34.9 is obesity class I; 100 ÷ 1.70² = 34.60',
    },
    {
      inputs: { age: 10, sex: 'male', weight: { value: 96, unit: 'lb' }, height: { value: 54.5, unit: 'in' } },
      expect: { category: 'Obesity (CDC BMI-for-age)' },
      source:
        'CDC, "Defining Child BMI Categories": a 10-year-old boy 54.5 in tall weighing 96 lb is at the 96th percentile, in the obesity category (an adult with that BMI, 22.7, would be a healthy weight)',
    },
  ],
});
