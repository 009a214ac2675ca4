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
  examples: [
    {
      inputs: { day: '1985-04-12' },
      expect: { week: 15, weekYear: '1985', weekDate: '1985-W15-5 (Friday)', monday: '1985-04-08' },
      source:
        'ISO 8601:2004, clauses 4.1.2.2 and 4.1.4.2: the standard’s own example day, 12 April 1985, is written ' +
        '1985-04-12 as a calendar date and 1985-W15-5 as a week date (Friday of week 15)',
    },
    {
      inputs: { day: '2021-01-03' },
      expect: {
        week: 53,
        weekYear: '2020',
        weekDate: '2020-W53-7 (Sunday)',
        monday: '2020-12-28',
        sunday: '2021-01-03',
      },
      source:
        'ISO 8601 week rule (week 1 holds the year’s first Thursday): 2020 began on a Thursday, so it has 53 weeks and ' +
        'week 53 runs Monday 28 December 2020 to Sunday 3 January 2021 (timeanddate.com, “Week numbers for 2020”)',
    },
    {
      inputs: { day: '2024-12-30' },
      expect: { week: 1, weekYear: '2025', monday: '2024-12-30', sunday: '2025-01-05', weeksInYear: 52 },
      source:
        'ISO 8601 week rule: 1 January 2025 is a Wednesday, so week 1 of 2025 (the week with its first Thursday, ' +
        '2 January) runs Monday 30 December 2024 to Sunday 5 January 2025 (timeanddate.com, “Week numbers for 2025”)',
    },
    {
      inputs: { day: '2008-12-29' },
      expect: { week: 1, weekYear: '2009', weekDate: '2009-W01-1 (Monday)' },
      source: 'Wikipedia, “ISO week date”, table of examples: Monday 29 December 2008 is 2009-W01-1',
    },
    {
      inputs: { day: '2010-01-03' },
      expect: { week: 53, weekYear: '2009', weekDate: '2009-W53-7 (Sunday)', weeksInYear: 53 },
      source: 'Wikipedia, “ISO week date”, table of examples: Sunday 3 January 2010 is 2009-W53-7',
    },
  ],
});
