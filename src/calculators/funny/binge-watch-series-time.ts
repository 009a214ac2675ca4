import { date, defineCalculator, integer, number, out } from '../../engine/index.ts';
import { formatNumber } from '../../engine/format/numbers.ts';
import { dayNumber, isoDate } from '../shared/calendar/dates.ts';
import { hoursADay } from '../shared/fun/travel.ts';
import { hoursPerDayField } from '../shared/presets/travel-fields.ts';

/*
 * How long a series takes to binge: seasons × episodes × minutes an episode (less the skipped
 * intros and recaps, sped up if you dare), spread over the hours you watch each day.
 */
const MINUTE = 60;
const DAY = 86_400;

export default defineCalculator({
  inputs: {
    seasons: integer({ label: 'Seasons', default: 5, min: 1, max: 100, suffix: 'seasons' }),
    episodes: integer({ label: 'Episodes per season', default: 10, min: 1, max: 1000, suffix: 'episodes' }),
    minutes: number({
      label: 'Minutes per episode',
      default: 50,
      min: 1,
      max: 300,
      suffix: 'min',
      messages: { max: 'Over 300 minutes is a film festival, not an episode: enter up to 300.' },
    }),
    skipped: number({
      label: 'Minutes skipped per episode (intro, recap, credits)',
      default: 2,
      min: 0,
      max: 300,
      suffix: 'min',
    }),
    hours: hoursPerDayField('watching', 4),
    start: date({ label: 'Starting on', default: 'today', min: '1900-01-01', max: '9000-12-31' }),
  },
  validate: ({ minutes, skipped }) =>
    skipped >= minutes
      ? [{ field: 'skipped', message: 'You cannot skip the whole episode: enter fewer minutes than it lasts.' }]
      : [],
  compute: ({ seasons, episodes, minutes, skipped, hours, start }) => {
    const watching = seasons * episodes * (minutes - skipped) * MINUTE;
    const days = watching / (hours * 3600);
    // The first day of watching is the start day, so the last is start + (whole days − 1).
    return { watching, days, elapsed: days * DAY, finish: isoDate(dayNumber(start) + Math.ceil(days - 1e-9) - 1) };
  },
  outputs: {
    days: out.number({ label: 'Days to finish', primary: true, decimals: 1, suffix: 'days' }),
    watching: out.duration({ label: 'Time in front of the screen', smallest: 'minute' }),
    finish: out.date({ label: 'You finish on' }),
    elapsed: out.number({
      label: 'Or, on the calendar',
      unitFamily: 'time',
      unit: 'wk',
      units: ['d', 'wk', 'mo'],
      digits: 3,
    }),
  },
  shareLine: ({ days, watching }, { hours }) =>
    `My next binge is ${formatNumber(watching / 3600, { digits: 3 })} hours of TV: ${formatNumber(days, { decimals: 1 })} days watching ${hoursADay(hours)}.`,
});
