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
  examples: [
    {
      inputs: { throws: 10, distance: 20, daysPerWeek: 5, years: 12 },
      expect: { perSession: 400, run: 1_252_260, marathons: 1_252_260 / 42_195, fetches: 31_306.5 },
      tolerance: 1e-6,
      source:
        '10 throws × 2 × 20 m = 400 m a session × 5 × 52.1775 weeks × 12 years (the median life of a dog, O’Neill et al. 2013) = 1,252.26 km; ÷ 42.195 km (World Athletics marathon) = 29.7, by hand',
    },
    {
      inputs: { throws: 15, distance: { value: 90, unit: 'ft' }, daysPerWeek: 7, years: 10 },
      expect: { run: 15 * 2 * 27.432 * 365.2425 * 10, perSession: 822.96 },
      tolerance: 1e-6,
      source:
        '90 ft = 27.432 m (1 ft = 0.3048 m exactly); 15 × 2 × 27.432 = 822.96 m × 365.2425 days × 10 years = 3,005.8 km (1,867.7 mi), by hand',
    },
    {
      inputs: { throws: 0, years: 12 },
      expect: { run: 0, marathons: 0 },
      source: 'A dog that only watches the ball runs nowhere (edge case: 0 throws)',
    },
  ],
});
