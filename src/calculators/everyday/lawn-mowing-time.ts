import { defineCalculator, number, out, percent } from '../../engine/index.ts';
import { lawnAreaField } from '../shared/presets/lawn-area.ts';

/*
 * Mowing time from the field-capacity rule of farm machinery: the ground a mower covers an hour
 * is its cutting width × its speed, times an efficiency that allows for overlap between passes,
 * turns and obstacles (about 75–90 %).
 */
export default defineCalculator({
  inputs: {
    area: lawnAreaField('Lawn area', 500),
    width: number({
      label: 'Cutting width of the mower',
      unitFamily: 'length',
      unit: 'cm',
      imperialUnit: 'in',
      units: ['cm', 'm', 'in', 'ft'],
      default: 50,
      min: 10,
      max: 2000,
    }),
    speed: number({
      label: 'Mowing speed',
      help: 'A walk-behind mower about 3 km/h (2 mph); a ride-on 6–10 km/h (4–6 mph).',
      unitFamily: 'speed',
      unit: 'kph',
      imperialUnit: 'mph',
      units: ['kph', 'mph', 'mps', 'fps'],
      default: 3,
      min: 0.5,
      max: 40,
    }),
    efficiency: percent({
      label: 'Mowing efficiency (overlap, turns, obstacles)',
      default: 80,
      min: 10,
      max: 100,
    }),
  },
  outputs: {
    time: out.duration({ label: 'Time to mow', primary: true, smallest: 'minute' }),
    perHour: out.number({
      label: 'Area mowed per hour',
      unitFamily: 'area',
      unit: 'm2',
      imperialUnit: 'acre',
      units: ['m2', 'ha', 'ft2', 'acre'],
      digits: 4,
    }),
  },
  compute: ({ area, width, speed, efficiency }) => {
    const perSecond = width * speed * (efficiency / 100);
    return { time: area / perSecond, perHour: perSecond * 3600 };
  },
});
