import { number } from '../../../engine/index.ts';

/*
 * Fields of the cycling tools: a power in watts, as power meters and smart trainers show it.
 */

/** A power in watts (or kilowatts), from 1 W up to `max`. */
export const wattsField = (label: string, defaultWatts: number, help?: string, max = 2500) =>
  number({
    label,
    ...(help === undefined ? {} : { help }),
    unitFamily: 'power',
    unit: 'w',
    units: ['w', 'kw'],
    default: defaultWatts,
    min: 1,
    max,
  });
