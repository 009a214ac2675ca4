import { number, percent } from '../../../engine/index.ts';

/*
 * The weight and percentage fields of the bread calculators: an ingredient weight in grams,
 * ounces or pounds, and a baker's percentage of the flour.
 */

export const DOUGH_MASS_UNITS = ['g', 'kg', 'oz', 'lb'] as const;

export const doughWeightInput = (label: string, grams: number, help?: string) =>
  number({
    label,
    unitFamily: 'mass',
    unit: 'g',
    imperialUnit: 'oz',
    units: DOUGH_MASS_UNITS,
    default: grams,
    min: 0,
    max: 1_000_000,
    ...(help === undefined ? {} : { help }),
  });

export const bakersPercentInput = (label: string, value: number, max = 200) =>
  percent({ label, default: value, min: 0, max });
