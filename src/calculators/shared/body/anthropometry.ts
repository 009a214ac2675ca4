import type { FieldError } from '../../../engine/index.ts';
import { convert } from '../../../engine/units/registry.ts';
import '../../../engine/units/loaders/matter.ts';
import { SPACE_UNITS } from '../../../engine/units/families/space.ts';

/*
 * Body-measurement arithmetic shared by the health calculators. Lengths arrive from the engine
 * in metres and masses in kilograms; the published formulas want inches or centimetres.
 */

const METRES_PER_INCH = SPACE_UNITS.length.units.in.factor;

export const toInches = (metres: number): number => metres / METRES_PER_INCH;
export const toCentimetres = (metres: number): number => metres * 100;

/** Rounded to one decimal, as the comparison tables show masses and percentages. */
export const roundToTenth = (value: number) => Math.round(value * 10) / 10;

/** A mass in kilograms as a comparison-table row's kg and lb cells, each to 0.1. */
export const kgAndLbToTenth = (kg: number) => ({
  kg: roundToTenth(kg),
  lb: roundToTenth(convert('mass', kg, 'kg', 'lb')),
});

export function bodyMassIndex(weightKg: number, heightMetres: number): number {
  return weightKg / (heightMetres * heightMetres);
}

/**
 * Fat-free mass index (FFM ÷ height²) and its value normalised to a man of 1.80 m, FFMI +
 * 6.1 × (1.80 − height) (Kouri, Pope, Katz and Oliva, Clin J Sport Med 1995;5:223–8).
 */
export function fatFreeMassIndex(fatFreeKg: number, heightMetres: number) {
  const ffmi = fatFreeKg / (heightMetres * heightMetres);
  return { ffmi, normalized: ffmi + 6.1 * (1.8 - heightMetres) };
}

/** The sex the published body equations distinguish. */
export type Sex = 'female' | 'male';

/**
 * Weight and height that together give a BMI outside 12–70 are almost certainly a typing or
 * unit slip, and lie far outside the data the body-composition equations were fitted to.
 */
export function implausibleBmi(weightKg: number, heightMetres: number): FieldError[] {
  const bmi = bodyMassIndex(weightKg, heightMetres);
  if (bmi < 12) return [{ field: 'weight', message: 'This weight is too low for this height; check the units.' }];
  if (bmi > 70) return [{ field: 'weight', message: 'This weight is too high for this height; check the units.' }];
  return [];
}
