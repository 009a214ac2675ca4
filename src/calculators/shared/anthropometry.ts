import { number, type FieldError } from '../../engine/index.ts';

/*
 * Body-measurement arithmetic shared by the health calculators. Lengths arrive from the engine
 * in metres and masses in kilograms; the published formulas want inches or centimetres.
 */

/** Exact: the international inch is 25.4 mm. */
const METRES_PER_INCH = 0.0254;

export const toInches = (metres: number): number => metres / METRES_PER_INCH;
export const toCentimetres = (metres: number): number => metres * 100;

export function bodyMassIndex(weightKg: number, heightMetres: number): number {
  return weightKg / (heightMetres * heightMetres);
}

export const SEX_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
] as const;

export type Sex = (typeof SEX_OPTIONS)[number]['value'];

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

/**
 * Whether a ratio reaches a published cut-off. Unit conversion can leave a value that is exactly
 * on the cut-off a hair below it (32 in ÷ 64 in through metres), so allow for float noise.
 */
export function reaches(value: number, cutOff: number): boolean {
  return value >= cutOff - 1e-9;
}

/** A circumference field in centimetres or inches. */
export const CIRCUMFERENCE_UNITS = ['cm', 'in'] as const;

/** A height field; the engine also reads "5 ft 7 in". */
export const HEIGHT_UNITS = ['cm', 'm', 'in', 'ft'] as const;
export const HEIGHT_HELP = 'You can type 5 ft 7 in or 170 cm.';

/** Default and bounds of a body-measurement field, in its metric unit (kg or cm). */
interface BodyFieldRange {
  default: number;
  min: number;
  max: number;
}

/** A body-weight field in kilograms, pounds or stones (pounds when the visitor prefers imperial). */
export const bodyWeightField = (range: BodyFieldRange, label = 'Weight') =>
  number({ label, unitFamily: 'mass', unit: 'kg', imperialUnit: 'lb', units: ['kg', 'lb', 'st'], ...range });

/** A height field in centimetres, metres, inches or feet, which also reads "5 ft 7 in". */
export const bodyHeightField = (range: BodyFieldRange, label = 'Height') =>
  number({
    label,
    help: HEIGHT_HELP,
    unitFamily: 'length',
    unit: 'cm',
    imperialUnit: 'in',
    units: HEIGHT_UNITS,
    ...range,
  });
