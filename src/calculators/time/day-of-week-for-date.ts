// Per-function entry points: the package root pulls in every date-fns module.
import { getDate } from 'date-fns/getDate';
import { getDay } from 'date-fns/getDay';
import { getDaysInMonth } from 'date-fns/getDaysInMonth';
import { getISODay } from 'date-fns/getISODay';
import { date, defineCalculator, ordinal, out } from '../../engine/index.ts';
import { calendarDateOfUtc, longDateWithWeekday, MONTH_NAMES, WEEKDAY_NAMES } from '../shared/calendar/dates.ts';
import { readDate, utc } from '../shared/calendar/utc-dates.ts';

/** Conway's doomsday: the weekday shared by 4/4, 6/6, 8/8, 10/10, 12/12 and the last day of February. */
export function doomsday(year: number): number {
  const anchor = [2, 0, 5, 3][Math.floor(year / 100) % 4] ?? 2;
  const y = year % 100;
  return (anchor + y + Math.floor(y / 4)) % 7;
}

export default defineCalculator({
  inputs: {
    day: date({
      label: 'Date',
      help: 'Any date from 15 October 1582, the first day of the Gregorian calendar.',
      default: 'today',
      min: '1582-10-15',
      max: '9999-12-31',
    }),
  },
  outputs: {
    weekday: out.text({ label: 'Day of the week', primary: true }),
    fullDate: out.text({ label: 'Full date' }),
    isoWeekday: out.integer({ label: 'ISO 8601 day number (Monday = 1, Sunday = 7)' }),
    occurrence: out.text({ label: 'Its place in the month' }),
    doomsday: out.text({ label: 'Doomsday of the year (Conway’s rule)' }),
  },
  compute: ({ day }) => {
    const when = readDate(day);
    const weekday = getDay(when, { in: utc });
    const name = WEEKDAY_NAMES[weekday] ?? '';
    const dayOfMonth = getDate(when, { in: utc });
    const nth = Math.ceil(dayOfMonth / 7);
    // No further same weekday fits in the month: the "last Monday" of holiday rules.
    const isLast = dayOfMonth + 7 > getDaysInMonth(when, { in: utc });
    const month = `${MONTH_NAMES[when.getUTCMonth()] ?? ''} ${when.getUTCFullYear()}`;
    const place = isLast && nth < 5 ? `${ordinal(nth)} and last` : nth === 5 ? 'last (5th)' : ordinal(nth);
    return {
      weekday: name,
      fullDate: longDateWithWeekday(calendarDateOfUtc(when)),
      isoWeekday: getISODay(when, { in: utc }),
      occurrence: `The ${place} ${name} of ${month}`,
      doomsday: WEEKDAY_NAMES[doomsday(when.getUTCFullYear())] ?? '',
    };
  },
});
