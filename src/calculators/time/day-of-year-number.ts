// Per-function entry points: the package root pulls in every date-fns module.
import { getDayOfYear } from 'date-fns/getDayOfYear';
import { date, defineCalculator, out } from '../../engine/index.ts';
import { calendarDateOfUtc, isLeapYear, longDateWithWeekday } from '../shared/calendar/dates.ts';
import { readDate, utc } from '../shared/calendar/utc-dates.ts';

export default defineCalculator({
  inputs: {
    day: date({ label: 'Date', default: 'today', min: '1583-01-01', max: '9999-12-31' }),
  },
  outputs: {
    dayOfYear: out.integer({ label: 'Day of the year', primary: true }),
    daysRemaining: out.integer({ label: 'Days left in the year (after this date)', suffix: 'days' }),
    daysInYear: out.integer({ label: 'Days in the year', suffix: 'days' }),
    yearDone: out.percent({ label: 'Share of the year completed (to the end of this day)', decimals: 1 }),
    ordinalDate: out.text({ label: 'ISO 8601 ordinal date' }),
    summary: out.text({ label: 'In words' }),
  },
  compute: ({ day }) => {
    const when = readDate(day);
    const year = when.getUTCFullYear();
    const dayOfYear = getDayOfYear(when, { in: utc });
    const leap = isLeapYear(year);
    const daysInYear = leap ? 366 : 365;
    const daysRemaining = daysInYear - dayOfYear;
    return {
      dayOfYear,
      daysRemaining,
      daysInYear,
      yearDone: (dayOfYear / daysInYear) * 100,
      ordinalDate: `${String(year).padStart(4, '0')}-${String(dayOfYear).padStart(3, '0')}`,
      summary:
        `${longDateWithWeekday(calendarDateOfUtc(when))} is day ${dayOfYear} of ${daysInYear}` +
        ` (${year} is ${leap ? 'a leap year' : 'a common year'}); ` +
        `${daysRemaining === 0 ? 'it is the last day of the year' : `${daysRemaining} day${daysRemaining === 1 ? '' : 's'} remain after it`}.`,
    };
  },
});
