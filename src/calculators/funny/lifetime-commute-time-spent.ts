import { defineCalculator, integer, number, out } from '../../engine/index.ts';
import { formatNumber } from '../../engine/format/numbers.ts';
import { careerTimeOutput, workingLifeFields } from '../shared/presets/working-life-fields.ts';

/*
 * A career on the way to work: round-trip minutes a day × commuting days a week × working weeks
 * a year × years. The default trip is twice the US mean one-way travel time to work, 27.6
 * minutes in the 2019 American Community Survey (Census report ACS-47).
 */
const ACS_2019_ONE_WAY_MINUTES = 27.6;
const MINUTE = 60;

export default defineCalculator({
  inputs: {
    roundTrip: number({
      label: 'Commute there and back, each day',
      help: `The US average is ${ACS_2019_ONE_WAY_MINUTES} minutes each way.`,
      default: 2 * ACS_2019_ONE_WAY_MINUTES,
      min: 0,
      max: 960,
      suffix: 'min',
      messages: { max: 'Over 16 hours of commuting a day leaves no time to work: enter up to 960 minutes.' },
    }),
    daysPerWeek: integer({
      label: 'Days a week you commute',
      help: 'Leave out the days you work from home.',
      default: 5,
      min: 0,
      max: 7,
      suffix: 'days',
    }),
    ...workingLifeFields({ weeksPerYear: 48, years: 40 }),
  },
  compute: ({ roundTrip, daysPerWeek, weeksPerYear, years }) => {
    const perYear = roundTrip * daysPerWeek * weeksPerYear * MINUTE;
    return { total: perYear * years, perYear, trips: 2 * daysPerWeek * weeksPerYear * years };
  },
  outputs: {
    total: careerTimeOutput('Time spent commuting over your career'),
    perYear: out.number({ label: 'Each year', unitFamily: 'time', unit: 'h', units: ['h', 'd'], digits: 4 }),
    trips: out.number({ label: 'One-way trips', decimals: 0, suffix: 'trips' }),
  },
  shareLine: ({ total }, { years }) =>
    `In ${formatNumber(years, { digits: 3 })} years of work I will spend ${formatNumber(total / 86_400, { decimals: 0 })} whole days commuting.`,
  examples: [
    {
      inputs: { roundTrip: 55.2, daysPerWeek: 5, weeksPerYear: 48, years: 40 },
      expect: { perYear: 794_880, total: 31_795_200, trips: 19_200 },
      tolerance: 1e-6,
      source:
        'US mean one-way commute 27.6 min (Census ACS 2019, report ACS-47) × 2 = 55.2 min × 5 × 48 = 13,248 min = 220.8 h a year; × 40 = 8,832 h = 368 days; trips 2 × 5 × 48 × 40 = 19,200, by hand',
    },
    {
      inputs: { roundTrip: 90, daysPerWeek: 3, weeksPerYear: 46, years: 30 },
      expect: { perYear: 745_200, total: 22_356_000 },
      tolerance: 1e-6,
      source: '90 min × 3 days × 46 weeks = 12,420 min = 207 h a year; × 30 = 6,210 h = 258.75 days, by hand',
    },
    {
      inputs: { roundTrip: 55.2, daysPerWeek: 0, weeksPerYear: 48, years: 40 },
      expect: { total: 0, trips: 0 },
      source: 'Edge case: working from home every day, no commute, by hand',
    },
  ],
});
