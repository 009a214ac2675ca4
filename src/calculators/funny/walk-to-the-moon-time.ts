import { defineCalculator, number, radio } from '../../engine/index.ts';
import { distanceFromEarth } from '../shared/fun/planets.ts';
import { hoursADay, inYears, tripTime } from '../shared/fun/travel.ts';
import { hoursPerDayField, tripOutputs } from '../shared/presets/travel-fields.ts';

/*
 * Walking to the Moon, were there a road: its mean distance (384,400 km) or its perigee
 * (363,300 km, NASA Moon Fact Sheet) at a walking pace, some hours of each day.
 */
export default defineCalculator({
  inputs: {
    speed: number({
      label: 'Walking speed',
      help: 'A comfortable adult pace is about 5 km/h (3.1 mph).',
      unitFamily: 'speed',
      unit: 'kph',
      imperialUnit: 'mph',
      units: ['kph', 'mph', 'mps'],
      default: 5,
      min: 0.5,
      max: 15,
      messages: {
        min: 'That is slower than a stroll: enter at least 0.5 km/h (0.3 mph).',
        max: 'Above 15 km/h (9.3 mph) you are running, not walking: enter a walking pace.',
      },
    }),
    hours: hoursPerDayField('walking', 8),
    distance: radio({
      label: 'Distance to the Moon',
      options: [
        { value: 'typical', label: 'Average, 384,400 km (238,855 mi)' },
        { value: 'closest', label: 'At its closest, 363,300 km (225,744 mi)' },
      ],
      default: 'typical',
    }),
  },
  compute: ({ speed, hours, distance }) => tripTime(distanceFromEarth('moon', distance), speed, hours),
  outputs: tripOutputs('walking'),
  shareLine: ({ elapsed }, { hours }) => `Walking to the Moon ${hoursADay(hours)} would take me ${inYears(elapsed)}.`,
});
