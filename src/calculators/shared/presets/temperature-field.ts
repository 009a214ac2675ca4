import { number } from '../../../engine/index.ts';

/** A temperature reading in °C (°F for imperial visitors), between `min` and `max` °C. */
export const temperatureField = (label: string, help: string, celsius: number, min: number, max: number) =>
  number({
    label,
    help,
    unitFamily: 'temperature',
    unit: 'c',
    imperialUnit: 'f',
    units: ['c', 'f'],
    default: celsius,
    min,
    max,
  });
