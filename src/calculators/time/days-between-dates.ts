// Per-function entry points: the package root pulls in every date-fns module.
import { addDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { getDay } from 'date-fns/getDay';
import { intervalToDuration } from 'date-fns/intervalToDuration';
import { parseISO } from 'date-fns/parseISO';
import { date, defineCalculator, endNotBeforeStart, out, toggle } from '../../engine/index.ts';
import { describeYearsMonthsDays, weekdaysFrom, weeksAndDays } from '../shared/calendar/dates.ts';
import { utc } from '../shared/calendar/utc-dates.ts';

/** "1 year, 2 months, 3 days" from a calendar interval; "0 days" when empty. */
function yearsMonthsDays(start: Date, end: Date): string {
  const { years = 0, months = 0, days = 0 } = intervalToDuration({ start, end }, { in: utc });
  return describeYearsMonthsDays(years, months, days);
}

export default defineCalculator({
  inputs: {
    start: date({ label: 'Start date', default: 'today', min: '1583-01-01', max: '9999-12-31' }),
    end: date({ label: 'End date', default: 'today+30', min: '1583-01-01', max: '9999-12-31' }),
    includeEnd: toggle({ label: 'Include the end date (count both the first and the last day)', default: false }),
  },
  outputs: {
    days: out.integer({ label: 'Days between the dates', primary: true, suffix: 'days' }),
    weeks: out.text({ label: 'In weeks and days' }),
    weekdays: out.integer({ label: 'Weekdays (Monday to Friday)', suffix: 'days' }),
    span: out.text({ label: 'In years, months and days' }),
  },
  validate: ({ start, end }) => endNotBeforeStart('end', start, end),
  compute: ({ start, end, includeEnd }) => {
    const first = parseISO(start, { in: utc });
    const last = parseISO(end, { in: utc });
    // Counting the end date means counting up to the start of the following day.
    const stop = includeEnd ? addDays(last, 1, { in: utc }) : last;
    const days = differenceInCalendarDays(stop, first, { in: utc });
    return {
      days,
      weeks: weeksAndDays(days),
      weekdays: weekdaysFrom(getDay(first, { in: utc }), days),
      span: yearsMonthsDays(first, stop),
    };
  },
  examples: [
    {
      inputs: { start: '2024-01-01', end: '2024-12-31' },
      expect: { days: 365, weeks: '52 weeks, 1 day', span: '11 months, 30 days' },
      source:
        'Gregorian calendar (ISO 8601): 2024 is a leap year (divisible by 4, not by 100) with 366 days, so 1 January to 31 December is 365 days apart',
    },
    {
      inputs: { start: '2024-01-01', end: '2024-12-31', includeEnd: true },
      expect: { days: 366, span: '1 year' },
      source:
        'Gregorian calendar (ISO 8601): leap year 2024 has 366 days, so 1 January to 31 December inclusive is 366 days',
    },
    {
      inputs: { start: '2024-01-01', end: '2024-01-31', includeEnd: true },
      expect: { days: 31, weekdays: 23, span: '1 month' },
      source:
        'timeanddate.com 2024 calendar: 1 January 2024 was a Monday, so January 2024 has 4 full weeks (20 weekdays) plus Mon 29–Wed 31 = 23 weekdays',
    },
    {
      inputs: { start: '2023-02-01', end: '2023-03-01' },
      expect: { days: 28, weeks: '4 weeks', span: '1 month', weekdays: 20 },
      source:
        'Gregorian calendar: February 2023 (not a leap year) has 28 days, i.e. exactly 4 weeks of 5 weekdays each',
    },
    {
      inputs: { start: '2024-02-28', end: '2024-03-01' },
      expect: { days: 2, span: '2 days' },
      source: 'Gregorian calendar: leap day 29 February 2024 lies between 28 February and 1 March',
    },
    {
      inputs: { start: '2024-03-09', end: '2024-03-11' },
      expect: { days: 2, weeks: '2 days', weekdays: 0 },
      source:
        'Calendar days (ISO 8601 calendar dates): 9 to 11 March 2024 (Saturday to Monday, timeanddate.com 2024 calendar) is 2 days and no weekdays; the US change to daylight saving time on 10 March 2024 (Energy Policy Act of 2005 §110: second Sunday of March, 02:00) makes that span 47 real hours in New York, but not a day fewer',
    },
    {
      inputs: { start: '1600-01-01', end: '2400-01-01' },
      expect: { days: 292_194, weekdays: 208_710, span: '800 years' },
      source:
        'Gregorian calendar: each 400-year cycle has 146,097 days, exactly 20,871 weeks; two cycles = 292,194 days = 41,742 weeks × 5 = 208,710 weekdays',
    },
  ],
});
