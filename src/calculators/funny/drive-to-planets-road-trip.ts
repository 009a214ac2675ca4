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
  examples: [
    {
      inputs: { world: 'mars', speed: 100, hours: 24, distance: 'closest' },
      expect: { moving: { value: 546_000, unit: 'h' } },
      tolerance: 1e-3,
      source:
        'NASA Mars Fact Sheet: minimum Earth–Mars distance 54.6 million km; 54,600,000 ÷ 100 km/h = 546,000 h (62.3 years) non-stop, by hand',
    },
    {
      inputs: { world: 'moon', speed: { value: 60, unit: 'mph' }, hours: 8, distance: 'typical' },
      expect: { elapsed: { value: 384_400 / (60 * 1.609344) / 8, unit: 'd' } },
      tolerance: 1e-3,
      source:
        'NASA Moon Fact Sheet: perigee 363,300 km and apogee 405,500 km, halfway 384,400 km; 60 mph = 96.56064 km/h; 384,400 ÷ 96.56064 ÷ 8 = 497.6 days by hand',
    },
    {
      inputs: { world: 'neptune', speed: 100, hours: 24, distance: 'farthest' },
      expect: { moving: { value: 46_873_000, unit: 'h' } },
      tolerance: 1e-1,
      source:
        'NASA Neptune Fact Sheet: maximum Earth–Neptune distance 4,687.3 million km; ÷ 100 km/h = 46,873,000 h (5,347 years) by hand',
    },
  ],
});
