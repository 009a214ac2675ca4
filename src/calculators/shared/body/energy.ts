import type { Sex } from './anthropometry.ts';

/*
 * Energy arithmetic shared by the calorie, BMR, TDEE and calorie-deficit calculators. Weights in
 * kilograms, heights in centimetres, ages in years, energy in kilocalories a day.
 */

/** Mifflin MD, St Jeor ST et al., Am J Clin Nutr 1990;51:241–247. */
export function mifflinStJeorBmr(sex: Sex, weightKg: number, heightCm: number, ageYears: number): number {
  return 10 * weightKg + 6.25 * heightCm - 5 * ageYears + (sex === 'male' ? 5 : -161);
}

/** Harris-Benedict equations as revised by Roza AM, Shizgal HM, Am J Clin Nutr 1984;40:168–182. */
export function harrisBenedictRevisedBmr(sex: Sex, weightKg: number, heightCm: number, ageYears: number): number {
  return sex === 'male'
    ? 88.362 + 13.397 * weightKg + 4.799 * heightCm - 5.677 * ageYears
    : 447.593 + 9.247 * weightKg + 3.098 * heightCm - 4.33 * ageYears;
}

/** Katch-McArdle: 370 + 21.6 × lean body mass (McArdle, Katch & Katch, Exercise Physiology). */
export function katchMcArdleBmr(leanMassKg: number): number {
  return 370 + 21.6 * leanMassKg;
}

/** Everything except fat: weight × (1 − body fat). */
export function leanBodyMass(weightKg: number, bodyFatPercent: number): number {
  return weightKg * (1 - bodyFatPercent / 100);
}

export interface Person {
  sex: Sex;
  weightKg: number;
  heightCm: number;
  ageYears: number;
  bodyFatPercent: number;
}

export const BMR_METHODS = {
  mifflin: {
    label: 'Mifflin-St Jeor (1990)',
    bmr: (p: Person) => mifflinStJeorBmr(p.sex, p.weightKg, p.heightCm, p.ageYears),
  },
  harris: {
    label: 'Harris-Benedict, revised (Roza & Shizgal 1984)',
    bmr: (p: Person) => harrisBenedictRevisedBmr(p.sex, p.weightKg, p.heightCm, p.ageYears),
  },
  katch: {
    label: 'Katch-McArdle (lean body mass)',
    bmr: (p: Person) => katchMcArdleBmr(leanBodyMass(p.weightKg, p.bodyFatPercent)),
  },
} as const;

export type BmrMethod = keyof typeof BMR_METHODS;

export const bmrMethodKeys = Object.keys(BMR_METHODS) as BmrMethod[];

/**
 * The conventional five-step activity factors used with these equations in dietetics and
 * fitness practice (BMR × factor ≈ total daily energy expenditure). They are not part of the
 * Harris-Benedict or Mifflin papers; FAO/WHO/UNU (2004) describes lifestyles by the same kind of
 * ratio, the physical activity level (PAL).
 */
export const ACTIVITY_LEVELS = {
  sedentary: { factor: 1.2, name: 'Sedentary: little or no exercise, desk job' },
  light: { factor: 1.375, name: 'Lightly active: light exercise 1–3 days a week' },
  moderate: { factor: 1.55, name: 'Moderately active: moderate exercise 3–5 days a week' },
  active: { factor: 1.725, name: 'Very active: hard exercise 6–7 days a week' },
  extra: { factor: 1.9, name: 'Extra active: very hard exercise or a physical job' },
} as const;

export type ActivityLevel = keyof typeof ACTIVITY_LEVELS;

export const activityLevelKeys = Object.keys(ACTIVITY_LEVELS) as ActivityLevel[];

/** The usual energy content of a kilogram of body weight lost or gained (3,500 kcal per pound). */
export const KCAL_PER_KG = 7700;

/** Below these daily intakes a diet needs a health professional's supervision (Harvard Health; NHLBI). */
export const CALORIE_FLOOR = { female: 1200, male: 1500 } as const;

/** "men" or "women", for messages about the floors above. */
export const sexPlural = (sex: Sex) => (sex === 'male' ? 'men' : 'women');

/** The lowest intakes advised without medical supervision (Harvard Health; NIH NHLBI). */
export function calorieFloorNote(targetKcal: number): string | undefined {
  if (targetKcal < CALORIE_FLOOR.female) {
    return `The calorie target is below ${CALORIE_FLOOR.female.toLocaleString('en-US')} kcal a day, the lowest intake advised for women without a doctor's or dietitian's supervision (${CALORIE_FLOOR.male.toLocaleString('en-US')} for men).`;
  }
  if (targetKcal < CALORIE_FLOOR.male) {
    return `The calorie target is below ${CALORIE_FLOOR.male.toLocaleString('en-US')} kcal a day, the lowest intake advised for men without a doctor's or dietitian's supervision.`;
  }
  return undefined;
}
