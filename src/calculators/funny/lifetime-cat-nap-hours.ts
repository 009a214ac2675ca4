import { defineCalculator, number, out } from '../../engine/index.ts';
import { formatNumber } from '../../engine/format/numbers.ts';
import { dailyHoursOver } from '../shared/fun/life-span.ts';
import { timeSpanResult } from '../shared/presets/fun-results.ts';

/*
 * A cat's sleep over its life so far: hours asleep a day × 365.2425 days × its age. Cats sleep
 * about 12 to 16 hours a day (PetMD, veterinarian-reviewed: about 15 on average, up to 20 for
 * kittens and old cats); adult people need about 8 (CDC: 7 or more).
 */
const YEAR = 31_556_952;
const PERSON_SLEEP_HOURS = 8;

export default defineCalculator({
  inputs: {
    hoursPerDay: number({
      label: 'Hours your cat sleeps a day',
      help: 'Most cats sleep 12 to 16 hours a day; kittens and old cats up to 20.',
      default: 15,
      min: 0,
      max: 24,
      suffix: 'h',
      messages: { max: 'Even a cat cannot sleep more than 24 hours a day.' },
    }),
    age: number({
      label: 'Your cat’s age',
      default: 10,
      min: 0,
      max: 38,
      suffix: 'years',
      messages: { max: 'The oldest cat on record, Creme Puff, lived to 38: enter up to 38 years.' },
    }),
  },
  compute: ({ hoursPerDay, age }) => {
    const asleep = dailyHoursOver(hoursPerDay, age);
    return { asleep, napYears: asleep, share: (hoursPerDay / 24) * 100, timesYou: hoursPerDay / PERSON_SLEEP_HOURS };
  },
  outputs: {
    asleep: out.number({
      label: 'Hours your cat has slept',
      primary: true,
      unitFamily: 'time',
      unit: 'h',
      units: ['h', 'd'],
      decimals: 0,
    }),
    napYears: timeSpanResult('That is, in years', 'yr', ['yr', 'd']),
    share: out.percent({ label: 'Share of its life asleep', decimals: 0 }),
    timesYou: out.number({ label: 'Compared with a person sleeping 8 hours', decimals: 2, suffix: 'times as much' }),
  },
  shareLine: ({ asleep, napYears }, { age }) =>
    `My ${formatNumber(age, { digits: 3 })}-year-old cat has slept ${formatNumber(asleep / 3600, { decimals: 0 })} hours: ${formatNumber(napYears / YEAR, { decimals: 1 })} years of naps.`,
  examples: [
    {
      inputs: { hoursPerDay: 15, age: 10 },
      expect: { asleep: { value: 54_786.375, unit: 'h' }, napYears: { value: 6.25, unit: 'yr' }, share: 62.5 },
      tolerance: 1e-3,
      source:
        'PetMD: cats sleep about 15 hours a day on average; 15 h × 365.2425 days × 10 years = 54,786.375 h; 15 ÷ 24 = 62.5 % of 10 years = 6.25 years, by hand',
    },
    {
      inputs: { hoursPerDay: 12, age: 3 },
      expect: { asleep: { value: 13_148.73, unit: 'h' }, napYears: { value: 1.5, unit: 'yr' }, timesYou: 1.5 },
      tolerance: 1e-3,
      source:
        'The low end of the usual 12 to 16 hours: 12 × 365.2425 × 3 = 13,148.73 h, half of 3 years; 12 ÷ 8 h (CDC: adults need 7 or more) = 1.5 times a person, by hand',
    },
    {
      inputs: { hoursPerDay: 16, age: 0 },
      expect: { asleep: 0, napYears: 0 },
      source: 'A newborn kitten has not slept yet (edge case: age 0)',
    },
  ],
});
