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
});
