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
});
