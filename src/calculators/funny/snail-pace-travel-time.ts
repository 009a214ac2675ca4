import { defineCalculator, number, out, radio } from '../../engine/index.ts';
import { hoursADay, inYears, tripTime } from '../shared/fun/travel.ts';
import { hoursPerDayField, tripOutputs } from '../shared/presets/travel-fields.ts';

/*
 * Your trip at an animal's best pace, from Guinness World Records: the fastest snail on record
 * (Archie, 33 cm in 2 minutes, 1995), the three-toed sloth's top speed in the trees (4.6 m a
 * minute) and the fastest tortoise on record (Bertie, 0.28 m/s in 2014).
 */
const ANIMALS = {
  snail: { label: 'the fastest snail', speed: 0.33 / 120 },
  sloth: { label: 'a three-toed sloth', speed: 4.6 / 60 },
  tortoise: { label: 'the fastest tortoise', speed: 0.28 },
} as const;

export default defineCalculator({
  inputs: {
    distance: number({
      label: 'Trip distance',
      help: 'Your commute, the trip to the shop, a marathon (42.195 km)…',
      unitFamily: 'length',
      unit: 'km',
      imperialUnit: 'mi',
      units: ['m', 'km', 'ft', 'mi'],
      default: 10,
      min: 0.001,
      max: 40_075,
      messages: { max: 'Once round the Earth is 40,075 km (24,901 mi): enter a trip up to that.' },
    }),
    animal: radio({
      label: 'Travelling like',
      options: [
        { value: 'snail', label: 'The fastest snail (33 cm in 2 minutes)' },
        { value: 'sloth', label: 'A three-toed sloth (4.6 m a minute)' },
        { value: 'tortoise', label: 'The fastest tortoise (0.28 m a second)' },
      ],
      default: 'snail',
    }),
    hours: hoursPerDayField('crawling', 24),
  },
  compute: ({ distance, animal, hours }) => {
    const trip = tripTime(distance, ANIMALS[animal].speed, hours);
    return { ...trip, speed: ANIMALS[animal].speed };
  },
  outputs: {
    ...tripOutputs('crawling'),
    speed: out.number({
      label: 'Its speed',
      unitFamily: 'speed',
      unit: 'kph',
      imperialUnit: 'mph',
      units: ['kph', 'mph', 'mps'],
      digits: 3,
    }),
  },
  shareLine: ({ elapsed }, { animal, hours }) =>
    `At the pace of ${ANIMALS[animal].label}, ${hoursADay(hours)}, my trip would take ${inYears(elapsed)}.`,
});
