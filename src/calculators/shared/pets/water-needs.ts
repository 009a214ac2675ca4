/*
 * Daily water needs by species, as cited ranges in millilitres per kilogram of body weight a day.
 * One table for all the water tools so each figure and its source live in one place.
 */

export interface WaterRange {
  low: number;
  high: number;
}

import { fromBase, toBase } from './units.ts';

/** "US fl oz per 5 lb" as mL per kg. */
const ouncesPerFivePounds = (ounces: number): number =>
  fromBase('volume', toBase('volume', ounces, 'floz'), 'ml') / toBase('mass', 5, 'lb');

/** Cats: 3.5–4.5 US fl oz per 5 lb of body weight a day (Cornell Feline Health Center). */
export const CAT_WATER: WaterRange = { low: ouncesPerFivePounds(3.5), high: ouncesPerFivePounds(4.5) };

/** Rabbits: 50–150 mL/kg a day (Merck Veterinary Manual, Nutrition of Rabbits). */
export const RABBIT_WATER: WaterRange = { low: 50, high: 150 };

/**
 * Horses (Merck Veterinary Manual, Nutritional Requirements of Horses): a 500 kg horse at rest
 * drinks 21–29 L a day; sweat losses in heat or work raise that by 50–200 %; an hour of exercise
 * in hot weather needs 72–92 L; lactating mares need 12–14 L per 100 kg.
 */
export const HORSE_WATER = {
  rest: { label: 'At rest in mild weather', low: 21_000 / 500, high: 29_000 / 500 },
  sweating: {
    label: 'Hot weather or regular work (sweating: 50–200 % more)',
    low: (21_000 / 500) * 1.5,
    high: (29_000 / 500) * 3,
  },
  hotExercise: { label: 'An hour of exercise in hot weather', low: 72_000 / 500, high: 92_000 / 500 },
  lactating: { label: 'Lactating mare', low: 120, high: 140 },
} as const satisfies Record<string, WaterRange & { label: string }>;

/** The range for an animal of `weightKg`, and its middle, in millilitres a day. */
export function dailyWater(weightKg: number, range: WaterRange) {
  const low = weightKg * range.low;
  const high = weightKg * range.high;
  return { low, high, typical: (low + high) / 2 };
}

/** Water in food: grams eaten × moisture share, 1 g of water being 1 mL. */
export const waterInFoodMl = (grams: number, moisturePercent: number): number => (grams * moisturePercent) / 100;

/** Reptiles' daily maintenance fluids: 10–25 mL/kg a day (Merck Veterinary Manual, reptiles). */
export const REPTILE_FLUIDS: WaterRange = { low: 10, high: 25 };
