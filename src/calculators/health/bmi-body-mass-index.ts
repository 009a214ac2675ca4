import { defineCalculator, number, out } from '../../engine/index.ts';
import { bodyMassIndex } from '../shared/anthropometry.ts';

/** WHO adult BMI classification (WHO, "A healthy lifestyle – WHO recommendations"). */
export function whoBmiCategory(bmi: number): string {
  if (bmi < 18.5) return 'Underweight';
  if (bmi < 25) return 'Healthy weight';
  if (bmi < 30) return 'Overweight (pre-obesity)';
  if (bmi < 35) return 'Obesity class I';
  if (bmi < 40) return 'Obesity class II';
  return 'Obesity class III';
}

export default defineCalculator({
  inputs: {
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
    height: number({
      label: 'Height',
      help: 'You can type 5 ft 7 in or 170 cm.',
      unitFamily: 'length',
      unit: 'cm',
      imperialUnit: 'in',
      units: ['cm', 'm', 'in', 'ft'],
      default: 175,
      min: 50,
      max: 275,
    }),
  },
  outputs: {
    bmi: out.number({ label: 'Body mass index (BMI)', primary: true, decimals: 1, suffix: 'kg/m²' }),
    category: out.text({ label: 'WHO category (adults)' }),
    healthyMin: out.number({
      label: 'Healthy weight from',
      unitFamily: 'mass',
      unit: 'kg',
      imperialUnit: 'lb',
      units: ['kg', 'lb'],
      decimals: 1,
    }),
    healthyMax: out.number({
      label: 'Healthy weight up to',
      unitFamily: 'mass',
      unit: 'kg',
      imperialUnit: 'lb',
      units: ['kg', 'lb'],
      decimals: 1,
    }),
    bmiPrime: out.number({ label: 'BMI Prime (BMI ÷ 25)', decimals: 2 }),
  },
  compute: ({ weight, height }) => {
    const metres = height;
    const bmi = bodyMassIndex(weight, metres);
    return {
      bmi,
      category: whoBmiCategory(bmi),
      healthyMin: 18.5 * metres * metres,
      healthyMax: 24.9 * metres * metres,
      bmiPrime: bmi / 25,
    };
  },
  examples: [
    {
      inputs: { weight: 68, height: 165 },
      expect: { bmi: 24.98, category: 'Healthy weight' },
      tolerance: 0.005,
      source: 'CDC, "About Adult BMI": weight 68 kg, height 1.65 m → 68 ÷ 1.65² = 24.98',
    },
    {
      inputs: { weight: { value: 150, unit: 'lb' }, height: { value: 65, unit: 'in' } },
      expect: { bmi: 24.96 },
      tolerance: 0.005,
      source: 'CDC, "About Adult BMI": 150 lb, 5 ft 5 in (65 in) → 150 ÷ 65² × 703 = 24.96',
    },
    {
      inputs: { weight: 100, height: 170 },
      expect: { bmi: 34.6, category: 'Obesity class I' },
      tolerance: 0.01,
      source: 'WHO classification: BMI 30.0–34.9 is obesity class I; 100 ÷ 1.70² = 34.60',
    },
  ],
});
