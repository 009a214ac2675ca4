import { bandOf, defineCalculator, integer, out, type FieldError } from '../../engine/index.ts';
import {
  bodyHeightField,
  bodyMassOutput,
  bodyWeightField,
  circumferenceField,
  sexInput,
} from '../shared/presets/body-fields.ts';
import { bodyMassIndex, implausibleBmi, type Sex, toInches } from '../shared/body/anthropometry.ts';

/**
 * US Navy circumference equations (Hodgdon & Beckett, NHRC reports 84-11 and 84-29, 1984) in the
 * inch form adopted by the DoD (Hodgdon & Friedl, NHRC TD 99-2B, 1999). All lengths in inches.
 */
export function navyBodyFat(sex: Sex, heightIn: number, neckIn: number, waistIn: number, hipIn: number): number {
  return sex === 'male'
    ? 86.01 * Math.log10(waistIn - neckIn) - 70.041 * Math.log10(heightIn) + 36.76
    : 163.205 * Math.log10(waistIn + hipIn - neckIn) - 97.684 * Math.log10(heightIn) - 78.387;
}

/** Deurenberg P, Weststrate JA, Seidell JC. Br J Nutr 1991;65:105–114 (adults). */
export function deurenbergBodyFat(sex: Sex, bmi: number, ageYears: number): number {
  return 1.2 * bmi + 0.23 * ageYears - 10.8 * (sex === 'male' ? 1 : 0) - 5.4;
}

/** American Council on Exercise percent body fat norms; each band runs up to the next one's start. */
const ACE_BANDS: Record<Sex, readonly (readonly [number, string])[]> = {
  female: [
    [10, 'Essential fat (10–13 %)'],
    [14, 'Athletes (14–20 %)'],
    [21, 'Fitness (21–24 %)'],
    [25, 'Average (25–31 %)'],
    [32, 'Obese (32 % or more)'],
  ],
  male: [
    [2, 'Essential fat (2–5 %)'],
    [6, 'Athletes (6–13 %)'],
    [14, 'Fitness (14–17 %)'],
    [18, 'Average (18–24 %)'],
    [25, 'Obese (25 % or more)'],
  ],
};

/** Body fat is shown to one decimal; its category is judged on that figure. */
const BODY_FAT_SHOWN = { decimals: 1 } as const;

export function aceCategory(sex: Sex, bodyFatPercent: number): string {
  return bandOf(bodyFatPercent, BODY_FAT_SHOWN, ACE_BANDS[sex], 'Below essential fat');
}

/** Outside this range the tape measurements are almost certainly misplaced or mistyped. */
const PLAUSIBLE_NAVY_RANGE = { min: 2, max: 75 };

const inches = (values: { height: number; neck: number; waist: number; hip: number }) => ({
  height: toInches(values.height),
  neck: toInches(values.neck),
  waist: toInches(values.waist),
  hip: toInches(values.hip),
});

export default defineCalculator({
  inputs: {
    sex: sexInput('male'),
    age: integer({ label: 'Age', default: 35, min: 18, max: 100, suffix: 'years' }),
    weight: bodyWeightField({ default: 80, min: 30, max: 300 }),
    height: bodyHeightField({ default: 178, min: 120, max: 230 }),
    neck: circumferenceField('Neck', 'Just below the larynx (Adam’s apple), tape sloping slightly down at the front.', {
      default: 38,
      min: 20,
      max: 70,
    }),
    waist: circumferenceField(
      'Waist',
      'Men: around the navel. Women: at the narrowest point. Relaxed, after breathing out.',
      { default: 86, min: 40, max: 250 },
    ),
    hip: circumferenceField('Hips (women)', 'Widest part of the buttocks. Used only in the formula for women.', {
      default: 100,
      min: 50,
      max: 250,
    }),
  },
  outputs: {
    bodyFat: out.percent({ label: 'Body fat (US Navy method)', primary: true, ...BODY_FAT_SHOWN }),
    category: out.text({ label: 'Category (American Council on Exercise)' }),
    fatMass: bodyMassOutput('Fat mass'),
    leanMass: bodyMassOutput('Lean mass'),
    bmiBodyFat: out.percent({ label: 'Body fat from BMI (Deurenberg)', decimals: 1 }),
    bmi: out.number({ label: 'Body mass index (BMI)', decimals: 1, suffix: 'kg/m²' }),
  },
  validate: (values) => {
    const { sex, weight, height } = values;
    const tape = inches(values);
    if (sex === 'male' && tape.waist <= tape.neck) {
      return [{ field: 'waist', message: 'The waist must be larger than the neck.' }];
    }
    if (sex === 'female' && tape.waist + tape.hip <= tape.neck) {
      return [{ field: 'hip', message: 'Waist plus hips must be larger than the neck.' }];
    }
    const bmiProblem = implausibleBmi(weight, height);
    if (bmiProblem.length > 0) return bmiProblem;
    const estimate = navyBodyFat(sex, tape.height, tape.neck, tape.waist, tape.hip);
    const problems: FieldError[] = [];
    if (estimate < PLAUSIBLE_NAVY_RANGE.min) {
      problems.push({
        field: 'waist',
        message: 'These measurements give a body fat below 2 %; check where the waist and neck were measured.',
      });
    } else if (estimate > PLAUSIBLE_NAVY_RANGE.max) {
      problems.push({
        field: 'waist',
        message: 'These measurements give a body fat above 75 %; check the measurements and their units.',
      });
    }
    return problems;
  },
  compute: (values) => {
    const { sex, age, weight, height } = values;
    const tape = inches(values);
    const bodyFat = navyBodyFat(sex, tape.height, tape.neck, tape.waist, tape.hip);
    const fatMass = (weight * bodyFat) / 100;
    const bmi = bodyMassIndex(weight, height);
    return {
      bodyFat,
      category: aceCategory(sex, bodyFat),
      fatMass,
      leanMass: weight - fatMass,
      bmiBodyFat: deurenbergBodyFat(sex, bmi, age),
      bmi,
    };
  },
});
