import { defineCalculator, integer, out } from '../../engine/index.ts';
import { dayNumberOf, isLeapYear, longDateWithWeekday, WEEKDAY_NAMES, weekdayOf } from '../shared/calendar/dates.ts';

const MAX_RANGE = 1000;

/** Why a year is or is not a leap year, in the order the rule is applied. */
export function leapYearReason(year: number): string {
  if (year % 4 !== 0) return `${year} is not divisible by 4, so it is a common year of 365 days.`;
  if (year % 100 !== 0) return `${year} is divisible by 4 and is not a century year, so it is a leap year.`;
  if (year % 400 !== 0) {
    return `${year} is a century year (divisible by 100) that is not divisible by 400, so it is not a leap year.`;
  }
  return `${year} is a century year divisible by 400, so it is a leap year.`;
}

function nearestLeapYear(year: number, step: 1 | -1): number {
  let candidate = year + step;
  while (!isLeapYear(candidate)) candidate += step;
  return candidate;
}

export default defineCalculator({
  inputs: {
    year: integer({ label: 'Year', default: 2024, min: 1583, max: 9999 }),
    from: integer({ label: 'List leap years from', default: 2000, min: 1583, max: 9999 }),
    to: integer({ label: 'to', default: 2100, min: 1583, max: 9999 }),
  },
  outputs: {
    verdict: out.text({ label: 'Leap year?', primary: true }),
    reason: out.text({ label: 'Why' }),
    daysInYear: out.integer({ label: 'Days in the year', suffix: 'days' }),
    february: out.text({ label: 'February' }),
    previousLeapYear: out.text({ label: 'Previous leap year' }),
    nextLeapYear: out.text({ label: 'Next leap year' }),
    countInRange: out.integer({ label: 'Leap years in the range (both ends included)' }),
    leapYears: out.table({
      label: 'Leap years in the range',
      columns: [
        { key: 'year', label: 'Year', kind: 'text' },
        { key: 'leapDay', label: '29 February falls on', kind: 'text' },
      ],
    }),
  },
  validate: ({ from, to }) => {
    if (to < from) return [{ field: 'to', message: 'The last year is before the first; swap them.' }];
    if (to - from > MAX_RANGE) {
      return [{ field: 'to', message: `List at most ${MAX_RANGE} years at a time.` }];
    }
    return [];
  },
  compute: ({ year, from, to }) => {
    const leap = isLeapYear(year);
    const leapYears = [];
    for (let candidate = from; candidate <= to; candidate += 1) {
      if (isLeapYear(candidate)) {
        leapYears.push({
          year: String(candidate),
          leapDay: WEEKDAY_NAMES[weekdayOf(dayNumberOf(candidate, 2, 29))] ?? '',
        });
      }
    }
    return {
      verdict: leap ? `Yes, ${year} is a leap year` : `No, ${year} is not a leap year`,
      reason: leapYearReason(year),
      daysInYear: leap ? 366 : 365,
      february: leap
        ? `29 days; the leap day is ${longDateWithWeekday({ year, month: 2, day: 29 })}`
        : '28 days; there is no 29 February this year',
      previousLeapYear: String(nearestLeapYear(year, -1)),
      nextLeapYear: String(nearestLeapYear(year, 1)),
      countInRange: leapYears.length,
      leapYears,
    };
  },
});
