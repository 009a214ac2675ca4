import { number } from '../../../engine/index.ts';

/*
 * The air temperature field of the acoustics tools, which set the speed of sound: −40 to 60 °C
 * covers any room or outdoor show.
 */
export const airTemperatureField = () =>
  number({
    label: 'Air temperature',
    unitFamily: 'temperature',
    unit: 'c',
    imperialUnit: 'f',
    units: ['c', 'f'],
    default: 20,
    min: -40,
    max: 60,
    help: 'Sound travels about 0.6 m/s faster for each degree Celsius warmer.',
  });
