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
  examples: [
    {
      inputs: { day: '1985-04-12' },
      expect: { dayOfYear: 102, ordinalDate: '1985-102', daysRemaining: 263 },
      source:
        'ISO 8601:2004, clause 4.1.3.2: the standard’s example day 12 April 1985 has the ordinal date 1985-102; ' +
        '1985 is a common year of 365 days, so 365 − 102 = 263 days follow it',
    },
    {
      inputs: { day: '2023-03-01' },
      expect: { dayOfYear: 60, daysInYear: 365 },
      source: 'NSIDC, “Day of the Year (DOY) calendar”, normal-year table: 1 March is day 60',
    },
    {
      inputs: { day: '2024-03-01' },
      expect: { dayOfYear: 61, daysInYear: 366 },
      source: 'NSIDC, “Day of the Year (DOY) calendar”, leap-year table: 1 March is day 61',
    },
    {
      inputs: { day: '2024-12-31' },
      expect: { dayOfYear: 366, daysRemaining: 0, yearDone: 100 },
      source: 'NSIDC, “Day of the Year (DOY) calendar”, leap-year table: 31 December is day 366, the last day',
    },
    {
      inputs: { day: '1900-12-31' },
      expect: { dayOfYear: 365, daysInYear: 365 },
      source:
        'US Naval Observatory, “Leap Years”: 1900 is a century year not divisible by 400, so it is not a leap year ' +
        'and 31 December 1900 is day 365',
    },
  ],
});
