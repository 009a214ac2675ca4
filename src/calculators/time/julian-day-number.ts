import { dateTime, defineCalculator, number, out, select } from '../../engine/index.ts';
import { MONTH_NAMES, WEEKDAY_NAMES, zeroPad } from '../shared/calendar/dates.ts';
import {
  calendarDay,
  calendarFor,
  GREGORIAN_START_JD,
  julianDay,
  MJD_OFFSET,
  type Calendar,
} from '../shared/astronomy/julian-day.ts';
import { dateTimeProblem, parseWallTime } from '../shared/clock/time-zones.ts';

/** JD of 2000-01-01 12:00 TT, the standard epoch J2000.0. */
const J2000 = 2_451_545;
/** JD of 9999-12-31 23:59:59, the last moment the date field can show. */
const LAST_JD = 5_373_484.49998;

/** Astronomical year 1 is AD 1, year 0 is 1 BC, year −584 is 585 BC. */
const yearText = (year: number) => (year > 0 ? String(year) : `${1 - year} BC`);

function calendarNote(calendar: Calendar, year: number): string {
  const astronomical = year <= 0 ? ` Astronomers number that year ${year}.` : '';
  return calendar === 'gregorian'
    ? `Gregorian calendar (in use from 15 October 1582).${astronomical}`
    : `Julian calendar: dates before 15 October 1582 are read in the Julian calendar, as astronomers do.${astronomical}`;
}

/** A JD as its calendar date and clock time, to the nearest second. */
function describeJulianDay(jd: number) {
  // Whole seconds counted from the midnight that starts JD 0's calendar day, so rounding carries over.
  const seconds = Math.round((jd + 0.5) * 86_400);
  const dayNumber = Math.floor(seconds / 86_400);
  const clock = seconds - dayNumber * 86_400;
  const { year, month, day, calendar } = calendarDay(dayNumber - 0.5);
  const weekday = WEEKDAY_NAMES[((dayNumber % 7) + 8) % 7] ?? '';
  const time = `${zeroPad(Math.floor(clock / 3600))}:${zeroPad(Math.floor((clock % 3600) / 60))}:${zeroPad(clock % 60)}`;
  return {
    date: `${weekday}, ${MONTH_NAMES[month - 1] ?? ''} ${Math.round(day)}, ${yearText(year)}, ${time}`,
    weekday,
    calendar: calendarNote(calendar, year),
  };
}

export default defineCalculator({
  inputs: {
    direction: select({
      label: 'Convert',
      options: [
        { value: 'toJulianDay', label: 'Calendar date → Julian Day' },
        { value: 'toDate', label: 'Julian Day → calendar date' },
      ],
      default: 'toJulianDay',
    }),
    when: dateTime({
      label: 'Date and time (Universal Time)',
      help: 'Dates before 15 October 1582 are taken as Julian-calendar dates.',
      default: '2000-01-01T12:00:00',
      julianBeforeReform: true,
    }),
    julianDayIn: number({
      label: 'Julian Day',
      help: 'Used when converting a Julian Day to a date.',
      default: 2_460_000.5,
      min: 0,
      max: LAST_JD,
    }),
  },
  outputs: {
    julianDay: out.number({ label: 'Julian Day (JD)', primary: true, decimals: 5 }),
    date: out.text({ label: 'Calendar date and time (UT)', primary: true }),
    modifiedJulianDay: out.number({ label: 'Modified Julian Day (MJD = JD − 2,400,000.5)', decimals: 5 }),
    dayNumber: out.integer({ label: 'Julian Day Number (the day that starts at noon)' }),
    sinceJ2000: out.number({ label: 'Days since J2000.0 (JD − 2,451,545.0)', decimals: 5 }),
    calendar: out.text({ label: 'Calendar' }),
  },
  validate: ({ direction, when }) => (direction === 'toJulianDay' ? dateTimeProblem('when', when) : []),
  compute: ({ direction, when, julianDayIn }) => {
    let jd = julianDayIn;
    let readAsJulian = false;
    if (direction === 'toJulianDay') {
      const wall = parseWallTime(when) ?? { year: 2000, month: 1, day: 1, hour: 12, minute: 0, second: 0 };
      const dayFraction = (wall.hour + wall.minute / 60 + wall.second / 3600) / 24;
      const calendar = calendarFor(wall.year, wall.month, wall.day);
      jd = julianDay(wall.year, wall.month, wall.day + dayFraction, calendar);
      readAsJulian = calendar === 'julian';
    }
    const described = describeJulianDay(jd);
    // 5–14 October 1582 were skipped by the Gregorian reform, so such a date is a Julian one.
    const skipped =
      readAsJulian && jd >= GREGORIAN_START_JD
        ? ' The date entered falls in 5–14 October 1582, which the Gregorian calendar skipped; it was read as a ' +
          'Julian-calendar date, shown above as its Gregorian equivalent.'
        : '';
    return {
      julianDay: jd,
      date: described.date,
      modifiedJulianDay: jd - MJD_OFFSET,
      dayNumber: Math.floor(jd + 0.5),
      sinceJ2000: jd - J2000,
      calendar: described.calendar + skipped,
    };
  },
});
