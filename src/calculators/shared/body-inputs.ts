import { integer, number, percent, radio, select } from '../../engine/index.ts';
import { ACTIVITY_LEVELS, activityLevelKeys, BMR_METHODS, bmrMethodKeys, type ActivityLevel } from './energy.ts';

/*
 * The body measurements the energy calculators ask for, defined once so every tool offers the
 * same units (kilograms or pounds, centimetres or feet and inches) and the same bounds.
 */

export const sexInput = () =>
  radio({
    label: 'Sex',
    options: [
      { value: 'female', label: 'Female' },
      { value: 'male', label: 'Male' },
    ],
    default: 'female',
  });

export const ageInput = (defaultYears: number) =>
  integer({ label: 'Age', default: defaultYears, min: 15, max: 100, suffix: 'years' });

export const weightInput = (defaultKg: number, label = 'Weight') =>
  number({
    label,
    unitFamily: 'mass',
    unit: 'kg',
    imperialUnit: 'lb',
    units: ['kg', 'lb', 'st'],
    default: defaultKg,
    min: 30,
    max: 350,
  });

export const heightInput = (defaultCm: number) =>
  number({
    label: 'Height',
    help: 'You can type 5 ft 7 in or 170 cm.',
    unitFamily: 'length',
    unit: 'cm',
    imperialUnit: 'in',
    units: ['cm', 'm', 'in', 'ft'],
    default: defaultCm,
    min: 100,
    max: 250,
  });

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

export const bodyFatInput = (defaultPercent: number) =>
  percent({
    label: 'Body fat',
    help: 'Used by the Katch-McArdle equation only. A body fat scale, calipers or the body fat calculator can estimate it.',
    default: defaultPercent,
    min: 3,
    max: 70,
  });
