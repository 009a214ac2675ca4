import { defineCalculator, number, radio, select } from '../../engine/index.ts';
import { distanceFromEarth, OTHER_WORLDS, PLANETS, worldOptions } from '../shared/fun/planets.ts';
import { hoursADay, inYears, tripTime } from '../shared/fun/travel.ts';
import { hoursPerDayField, tripOutputs } from '../shared/presets/travel-fields.ts';

/*
 * A road trip to the Moon, a planet or Pluto at motorway speed: the Earth–world distance at its
 * closest, farthest or halfway between (NASA fact sheets), driven some hours of each day.
 */
export default defineCalculator({
  inputs: {
    world: select({ label: 'Destination', options: worldOptions(OTHER_WORLDS), default: 'mars' }),
    speed: number({
      label: 'Driving speed',
      unitFamily: 'speed',
      unit: 'kph',
      imperialUnit: 'mph',
      units: ['kph', 'mph'],
      default: 100,
      min: 1,
      max: 500,
      messages: { max: 'The fastest road car on record went about 490 km/h (305 mph): enter up to 500 km/h.' },
    }),
    hours: hoursPerDayField('driving', 8),
    distance: radio({
      label: 'Distance',
      options: [
        { value: 'closest', label: 'At its closest to Earth' },
        { value: 'typical', label: 'Halfway between closest and farthest' },
        { value: 'farthest', label: 'At its farthest' },
      ],
      default: 'closest',
    }),
  },
  compute: ({ world, speed, hours, distance }) => tripTime(distanceFromEarth(world, distance), speed, hours),
  outputs: tripOutputs('driving'),
  shareLine: ({ elapsed }, { world, hours }) =>
    `Driving to ${PLANETS[world].label} ${hoursADay(hours)} would take me ${inYears(elapsed)}.`,
});
