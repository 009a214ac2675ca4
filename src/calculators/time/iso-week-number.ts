// Per-function entry points: the package root pulls in every date-fns module.
import { addDays } from 'date-fns/addDays';
import { getISODay } from 'date-fns/getISODay';
import { getISOWeek } from 'date-fns/getISOWeek';
import { getISOWeeksInYear } from 'date-fns/getISOWeeksInYear';
import { getISOWeekYear } from 'date-fns/getISOWeekYear';
import { startOfISOWeek } from 'date-fns/startOfISOWeek';
import { date, defineCalculator, out } from '../../engine/index.ts';
import { calendarDateOfUtc, dayNumberOfUtc, isoDate, longDateWithWeekday } from '../shared/calendar/dates.ts';
import { readDate, utc } from '../shared/calendar/utc-dates.ts';

const dateText = (date: Date) => longDateWithWeekday(calendarDateOfUtc(date));

const ISO_DAY_NAMES = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export default defineCalculator({
  inputs: {
    day: date({ label: 'Date', default: 'today', min: '1583-01-01', max: '9999-12-31' }),
  },
  outputs: {
    week: out.integer({ label: 'ISO week number', primary: true }),
    weekYear: out.text({ label: 'ISO week-numbering year' }),
    weekDate: out.text({ label: 'ISO 8601 week date' }),
    monday: out.date({ label: 'Week starts (Monday)' }),
    sunday: out.date({ label: 'Week ends (Sunday)' }),
    weeksInYear: out.integer({ label: 'Weeks in that week-numbering year', suffix: 'weeks' }),
    note: out.text({ label: 'Which year the week belongs to' }),
  },
  compute: ({ day }) => {
    const when = readDate(day);
    const week = getISOWeek(when, { in: utc });
    const weekYear = getISOWeekYear(when, { in: utc });
    const weekday = getISODay(when, { in: utc });
    const monday = startOfISOWeek(when, { in: utc });
    const thursday = addDays(monday, 3, { in: utc });
    const sunday = addDays(monday, 6, { in: utc });
    const calendarYear = when.getUTCFullYear();
    const weekLabel = `week ${week} of ${weekYear}`;
    // A week belongs to the year that holds its Thursday, so its Monday or Sunday may lie in another year.
    const note =
      weekYear === calendarYear
        ? `${dateText(when)} is in ${weekLabel}, which runs from ${dateText(monday)} to ${dateText(sunday)}.`
        : `${dateText(when)} belongs to ${weekLabel}, not to ${calendarYear}: ISO 8601 gives each week to the ` +
          `year of its Thursday, and this week's Thursday is ${dateText(thursday)}.`;
    return {
      week,
      weekYear: String(weekYear),
      weekDate: `${String(weekYear).padStart(4, '0')}-W${String(week).padStart(2, '0')}-${weekday} (${ISO_DAY_NAMES[weekday] ?? ''})`,
      monday: isoDate(dayNumberOfUtc(monday)),
      sunday: isoDate(dayNumberOfUtc(sunday)),
      weeksInYear: getISOWeeksInYear(when, { in: utc }),
      note,
    };
  },
});
