import { defineCalculator, number, out, radio } from '../../engine/index.ts';
import { inYears } from '../shared/fun/travel.ts';

/*
 * Digging straight through the Earth: its diameter (NASA Earth Fact Sheet radii; the IUGG mean
 * radius 6,371 km) at your digging rate, the soil a round hole of your width removes, and how far
 * that is beyond the deepest hole ever drilled (Kola Superdeep Borehole, 12,262 m).
 */
const DIAMETERS = {
  mean: 2 * 6_371_000,
  equator: 2 * 6_378_137,
  pole: 2 * 6_356_752,
} as const;

const KOLA_BOREHOLE = 12_262;
const DAY = 86_400;

export default defineCalculator({
  inputs: {
    perDay: number({
      label: 'Depth you dig per day',
      help: 'A narrow hole in soft soil with a spade: perhaps 1 m (3 ft) a day. Rock is far slower.',
      unitFamily: 'length',
      unit: 'm',
      imperialUnit: 'ft',
      units: ['cm', 'm', 'ft'],
      default: 1,
      min: 0.01,
      max: 1000,
      messages: { max: 'Not even a drilling rig manages more than 1,000 m (3,280 ft) a day: enter less.' },
    }),
    width: number({
      label: 'Width of the hole',
      unitFamily: 'length',
      unit: 'm',
      imperialUnit: 'ft',
      units: ['cm', 'm', 'ft'],
      default: 1,
      min: 0.1,
      max: 100,
      messages: { min: 'You need at least 10 cm (4 in) to fit a spade.' },
    }),
    route: radio({
      label: 'Through',
      options: [
        { value: 'mean', label: 'The average diameter, 12,742 km (7,918 mi)' },
        { value: 'equator', label: 'The equator, 12,756 km' },
        { value: 'pole', label: 'Pole to pole, 12,714 km' },
      ],
      default: 'mean',
    }),
  },
  compute: ({ perDay, width, route }) => {
    const distance = DIAMETERS[route];
    const days = distance / perDay;
    return {
      elapsed: days * DAY,
      days,
      soil: Math.PI * (width / 2) ** 2 * distance,
      timesKola: distance / KOLA_BOREHOLE,
    };
  },
  outputs: {
    elapsed: out.number({
      label: 'Time to dig through',
      primary: true,
      unitFamily: 'time',
      unit: 'yr',
      units: ['yr', 'cent', 'd'],
      digits: 3,
    }),
    days: out.number({ label: 'Days of digging', decimals: 0, suffix: 'days' }),
    soil: out.number({
      label: 'Soil and rock to move',
      unitFamily: 'volume',
      unit: 'm3',
      imperialUnit: 'yd3',
      units: ['m3', 'yd3', 'ft3'],
      digits: 4,
    }),
    timesKola: out.number({ label: 'Times deeper than the deepest hole ever drilled', decimals: 0, suffix: '×' }),
  },
  shareLine: ({ elapsed }) => `Digging to the other side of the Earth would take me ${inYears(elapsed)}.`,
});
