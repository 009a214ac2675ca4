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
});
