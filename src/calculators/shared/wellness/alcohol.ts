import type { Sex } from '../body/anthropometry.ts';

/*
 * Alcohol: grams of ethanol in a drink, the standard drink of each country, and the blood
 * alcohol concentration of the Widmark equation, with the distribution factor either Widmark's
 * own or from Watson's total body water.
 */

/** Density of ethanol at 20 °C, g/mL (the figure NIAAA uses: 0.6 fl oz of alcohol = 14 g). */
export const ETHANOL_G_PER_ML = 0.789;

/** Grams of pure alcohol in `millilitres` of a drink of `abvPercent` % alcohol by volume. */
export function alcoholGrams(millilitres: number, abvPercent: number): number {
  return millilitres * (abvPercent / 100) * ETHANOL_G_PER_ML;
}

/** UK units: 10 mL of pure alcohol each (NHS: strength (ABV) × volume (mL) ÷ 1000). */
export function ukUnits(millilitres: number, abvPercent: number): number {
  return (millilitres * abvPercent) / 1000;
}

/**
 * Grams of pure alcohol in one standard drink, as each authority defines it:
 * US NIAAA 14 g; UK NHS unit 8 g (10 mL); Canada's Guidance on Alcohol and Health (CCSA 2023)
 * 13.45 g (17.05 mL); Australia (Department of Health) 10 g; New Zealand (Health New Zealand)
 * 10 g; Ireland (HSE) 10 g; WHO AUDIT manual (Babor et al. 2001) 10 g.
 */
export const STANDARD_DRINKS = {
  us: { label: 'United States (14 g)', grams: 14 },
  uk: { label: 'United Kingdom unit (8 g)', grams: 8 },
  canada: { label: 'Canada (13.45 g)', grams: 13.45 },
  australia: { label: 'Australia (10 g)', grams: 10 },
  newZealand: { label: 'New Zealand (10 g)', grams: 10 },
  ireland: { label: 'Ireland (10 g)', grams: 10 },
  who: { label: 'WHO (10 g)', grams: 10 },
} as const;

export type StandardDrink = keyof typeof STANDARD_DRINKS;

export const STANDARD_DRINK_OPTIONS = (Object.keys(STANDARD_DRINKS) as StandardDrink[]).map((value) => ({
  value,
  label: STANDARD_DRINKS[value].label,
}));

/** Widmark's distribution factors r: 0.68 for men, 0.55 for women (Widmark 1932). */
export const WIDMARK_R: Record<Sex, number> = { male: 0.68, female: 0.55 };

/**
 * Total body water in litres (Watson, Watson & Batt 1980, Am J Clin Nutr 33:27; used for alcohol
 * in Watson et al. 1981, J Stud Alcohol 42:547).
 */
export function watsonBodyWater(sex: Sex, ageYears: number, heightCm: number, weightKg: number): number {
  return sex === 'male'
    ? 2.447 - 0.09156 * ageYears + 0.1074 * heightCm + 0.3362 * weightKg
    : -2.097 + 0.1069 * heightCm + 0.2466 * weightKg;
}

/** Blood is about 80 % water (Watson et al. 1981), so r = body water ÷ (0.8 × body weight). */
export const BLOOD_WATER_FRACTION = 0.8;

export function watsonR(sex: Sex, ageYears: number, heightCm: number, weightKg: number): number {
  return watsonBodyWater(sex, ageYears, heightCm, weightKg) / (BLOOD_WATER_FRACTION * weightKg);
}

/** Peak BAC in % (g per 100 mL) if all the alcohol were absorbed at once: A ÷ (r × W) × 100. */
export function widmarkPeakBac(alcoholGramsTotal: number, weightKg: number, r: number): number {
  return (alcoholGramsTotal / (r * weightKg * 1000)) * 100;
}

/** Average fall in BAC per hour, % (NIAAA and NHTSA: about 0.015 g/100 mL an hour). */
export const BAC_ELIMINATION_PER_HOUR = 0.015;
