import { defineCalculator, number, out } from '../../engine/index.ts';
import { formatNumber } from '../../engine/format/numbers.ts';
import { timesOver } from '../shared/fun/lifetime.ts';
import { longDistanceResult } from '../shared/presets/fun-results.ts';
import { habitFields } from '../shared/presets/habit-fields.ts';

/*
 * How far a dog runs playing fetch: out to the ball and back (2 × the throw) × throws a session ×
 * sessions a week × 52.1775 weeks × years, and that distance in marathons (42.195 km, World
 * Athletics). Dogs live about 12 years as a median (O'Neill et al., 2013, UK vet records).
 */
const MARATHON_M = 42_195;
const MILE_M = 1609.344;

const { daysPerWeek, years } = habitFields({ daysPerWeek: 5, years: 12, yearsLabel: 'Years of playing fetch' });

export default defineCalculator({
  inputs: {
    throws: number({
      label: 'Throws a session',
      default: 10,
      min: 0,
      max: 500,
      suffix: 'throws',
      messages: { max: 'More than 500 throws is a sore arm and a very tired dog: enter up to 500.' },
    }),
    distance: number({
      label: 'Length of a throw',
      help: 'A good arm throws 20 to 30 m (65 to 100 ft); a ball launcher goes further.',
      default: 20,
      unitFamily: 'length',
      unit: 'm',
      imperialUnit: 'ft',
      units: ['m', 'ft', 'yd'],
      min: 0,
      max: 200,
      messages: { max: 'Nobody throws a ball more than 200 m (about 650 ft).' },
    }),
    daysPerWeek: { ...daysPerWeek, label: 'Fetch days a week' },
    years: {
      ...years,
      max: 30,
      messages: { max: 'The oldest dogs on record lived to about 30: enter up to 30 years.' },
    },
  },
  compute: ({ throws, distance, daysPerWeek, years }) => {
    const perSession = throws * 2 * distance;
    const run = timesOver(perSession, daysPerWeek, years);
    return { run, perSession, marathons: run / MARATHON_M, fetches: timesOver(throws, daysPerWeek, years) };
  },
  outputs: {
    run: longDistanceResult('Distance your dog runs', true),
    marathons: out.number({ label: 'That is, in marathons', decimals: 1, suffix: 'marathons' }),
    fetches: out.number({ label: 'Balls brought back', decimals: 0, suffix: 'fetches' }),
    perSession: out.number({
      label: 'Each session',
      unitFamily: 'length',
      unit: 'm',
      imperialUnit: 'ft',
      units: ['m', 'ft', 'km', 'mi'],
      digits: 3,
    }),
  },
  shareLine: ({ run, marathons }) =>
    `My dog will run ${formatNumber(run / MILE_M, { decimals: 0 })} miles (${formatNumber(run / 1000, { decimals: 0 })} km) chasing balls: ${formatNumber(marathons, { decimals: 1 })} marathons.`,
});
