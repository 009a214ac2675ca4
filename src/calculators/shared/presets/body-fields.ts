import { integer, number, out, percent, radio, select } from '../../../engine/index.ts';
import type { Sex } from '../body/anthropometry.ts';
import { ACTIVITY_LEVELS, activityLevelKeys, BMR_METHODS, bmrMethodKeys, type ActivityLevel } from '../body/energy.ts';

/*
 * The body measurements the health calculators ask for, defined once so every tool offers the
 * same units (kilograms or pounds, centimetres or feet and inches) and the same wording.
 */

export const SEX_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
] as const;

/** The same two values, worded for the children's growth charts. */
export const CHILD_SEX_OPTIONS = [
  { value: 'female', label: 'Girl' },
  { value: 'male', label: 'Boy' },
] as const;

/** The "Sex" radio of the body equations, Female first. */
export const sexInput = (
  defaultSex: Sex = 'female',
  options: typeof SEX_OPTIONS | typeof CHILD_SEX_OPTIONS = SEX_OPTIONS,
) => radio({ label: 'Sex', options, default: defaultSex });

export const ageInput = (defaultYears: number) =>
  integer({ label: 'Age', default: defaultYears, min: 15, max: 100, suffix: 'years' });

/** A circumference field in centimetres or inches. */
export const CIRCUMFERENCE_UNITS = ['cm', 'in'] as const;

/** A tape measure round a body (waist, hips, neck, a horse's girth), in centimetres or inches. */
export const circumferenceField = (
  label: string,
  help: string,
  range: BodyFieldRange,
  units: readonly ('cm' | 'in' | 'm')[] = CIRCUMFERENCE_UNITS,
) => number({ label, help, unitFamily: 'length', unit: 'cm', imperialUnit: 'in', units, ...range });

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

/**
 * A height field in centimetres, metres, inches or feet; in US units it is typed as feet and
 * inches, and the text box also reads "5 ft 7 in".
 */
export const bodyHeightField = (range: BodyFieldRange, label = 'Height') =>
  number({
    label,
    help: HEIGHT_HELP,
    unitFamily: 'length',
    unit: 'cm',
    imperialUnit: 'ft',
    units: HEIGHT_UNITS,
    ...range,
  });

/** A body mass result in kilograms or pounds, to 0.1. */
export const bodyMassOutput = (label: string, primary = false) =>
  out.number({ label, primary, unitFamily: 'mass', unit: 'kg', imperialUnit: 'lb', units: ['kg', 'lb'], decimals: 1 });

/** An adult's weight, 30–350 kg. */
export const weightInput = (defaultKg: number, label = 'Weight') =>
  bodyWeightField({ default: defaultKg, min: 30, max: 350 }, label);

/** An adult's height, 100–250 cm. */
export const heightInput = (defaultCm: number) => bodyHeightField({ default: defaultCm, min: 100, max: 250 });

export const activityInput = (defaultLevel: ActivityLevel) =>
  select({
    label: 'Activity level',
    options: activityLevelKeys.map((value) => {
      const level = ACTIVITY_LEVELS[value];
      return { value, label: `${level.name} (× ${level.factor})` };
    }),
    default: defaultLevel,
  });

export const bmrMethodInput = () =>
  select({
    label: 'BMR equation',
    options: bmrMethodKeys.map((value) => ({ value, label: BMR_METHODS[value].label })),
    default: 'mifflin',
  });

/** Sex, age, weight and height, the person every BMR equation needs (35 years and 165 cm by default). */
export const bmrPersonInputs = (defaultKg: number) => ({
  sex: sexInput(),
  age: ageInput(35),
  weight: weightInput(defaultKg),
  height: heightInput(165),
});

/** The BMR equation, and the body fat that only Katch-McArdle uses. */
export const bmrEquationInputs = () => ({ method: bmrMethodInput(), bodyFat: bodyFatInput(28) });

export const bodyFatInput = (defaultPercent: number) =>
  percent({
    label: 'Body fat',
    help: 'Used by the Katch-McArdle equation only. A body fat scale, calipers or the body fat calculator can estimate it.',
    default: defaultPercent,
    min: 3,
    max: 70,
  });
