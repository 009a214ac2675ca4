import { checkAll, defineCalculator, notMoreThan, number, out } from '../../engine/index.ts';
import { formatNumber } from '../../engine/format/numbers.ts';
import { dailyHoursOver, shareOfWakingDay } from '../shared/fun/life-span.ts';
import { timeSpanResult } from '../shared/presets/fun-results.ts';
import { lifeSpanFields, untilAfterAge } from '../shared/presets/life-span-fields.ts';

/*
 * Screen time over the rest of a life: hours a day × 365.2425 days × the years from your age now
 * to the age you count up to, shown as years of round-the-clock staring, and the share of each
 * waking day it takes. DataReportal (Digital 2024) puts the average internet user at about
 * 6½ hours online a day.
 */
const YEAR = 31_556_952;

export default defineCalculator({
  inputs: {
    hours: number({
      label: 'Screen time a day',
      help: 'Your phone’s screen-time report gives the phone part; add computer and TV time.',
      default: 6.5,
      min: 0,
      max: 24,
      suffix: 'h',
      messages: { max: 'A day has only 24 hours, even for a screen.' },
    }),
    sleep: number({
      label: 'Hours asleep a night',
      help: 'The CDC recommends 7 or more hours for adults, 8 to 10 for teenagers.',
      default: 8,
      min: 0,
      max: 20,
      suffix: 'h',
      messages: { max: 'Sleeping more than 20 hours a day is for cats: enter up to 20.' },
    }),
    ...lifeSpanFields({ age: 30, until: 80 }),
  },
  validate: ({ hours, sleep, age, until }) =>
    checkAll(
      notMoreThan('hours', hours, 24 - sleep, 'Screen time and sleep together cannot add up to more than 24 hours.'),
      untilAfterAge(age, until),
    ),
  compute: ({ hours, sleep, age, until }) => {
    const onScreen = dailyHoursOver(hours, until - age);
    return { onScreen, wakingShare: shareOfWakingDay(hours, sleep), perYear: dailyHoursOver(hours, 1) };
  },
  outputs: {
    onScreen: timeSpanResult('Time left to spend looking at screens', 'yr', ['yr', 'd', 'h'], true),
    wakingShare: out.percent({ label: 'Share of your waking hours', decimals: 0 }),
    perYear: timeSpanResult('Each year', 'd', ['d', 'h']),
  },
  shareLine: ({ onScreen }, { until }) =>
    `By age ${formatNumber(until, { decimals: 0 })} I will have spent another ${formatNumber(onScreen / YEAR, { digits: 3 })} years looking at screens.`,
});
