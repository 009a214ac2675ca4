// Per-function entry points: the package root pulls in every date-fns module.
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { date, defineCalculator, integer, out } from '../../engine/index.ts';
import { addOrSubtractInput } from '../shared/presets/add-or-subtract.ts';
import { calendarDate, dayNumber, dayNumberOfUtc, isoDate, longDate } from '../shared/calendar/dates.ts';
import { readDate, utc } from '../shared/calendar/utc-dates.ts';

const FIRST_DAY = dayNumber('1583-01-01');
const LAST_DAY = dayNumber('9999-12-31');

interface Amounts {
  start: string;
  operation: 'add' | 'subtract';
  years: number;
  months: number;
  weeks: number;
  days: number;
}

/**
 * Years and months first, as one number of months (1 year = 12 months), then weeks and days, as
 * date-fns `add` and java.time do. addMonths keeps the day of the month, or takes the month's
 * last day when it has no such day: 31 January + 1 month = 28 or 29 February.
 */
function shift({ start, operation, years, months, weeks, days }: Amounts) {
  const sign = operation === 'add' ? 1 : -1;
  const first = readDate(start);
  const afterMonths = addMonths(first, sign * (years * 12 + months), { in: utc });
  const result = addDays(afterMonths, sign * (weeks * 7 + days), { in: utc });
  return { startDay: dayNumber(start), monthsDay: dayNumberOfUtc(afterMonths), resultDay: dayNumberOfUtc(result) };
}

/** What the end-of-month rule did, in words. */
function describeMonthEnd(amounts: Amounts, startDay: number, monthsDay: number): string {
  const wanted = calendarDate(startDay);
  const got = calendarDate(monthsDay);
  if (amounts.years === 0 && amounts.months === 0)
    return 'No months or years were added, so no month-end rule applied.';
  if (got.day === wanted.day) return `The day of the month (${wanted.day}) exists in the target month, so it was kept.`;
  const missing = longDate({ year: got.year, month: got.month, day: wanted.day });
  return (
    `${missing} does not exist, so the last day of that month, ${longDate(got)}, was used` +
    (amounts.weeks > 0 || amounts.days > 0 ? ' before the weeks and days were counted.' : '.')
  );
}

const amount = (label: string, max: number, initial = 0) => integer({ label, default: initial, min: 0, max });

export default defineCalculator({
  inputs: {
    start: date({ label: 'Start date', default: 'today', min: '1583-01-01', max: '9999-12-31' }),
    operation: addOrSubtractInput(),
    years: amount('Years', 8_500),
    months: amount('Months', 102_000, 3),
    weeks: amount('Weeks', 450_000),
    days: amount('Days', 3_100_000),
  },
  outputs: {
    result: out.date({ label: 'Resulting date', primary: true }),
    iso: out.text({ label: 'In ISO 8601 form' }),
    calendarDays: out.integer({ label: 'Calendar days from the start date', suffix: 'days' }),
    monthEnd: out.text({ label: 'End-of-month rule' }),
  },
  validate: (values) => {
    const { resultDay } = shift(values);
    if (resultDay >= FIRST_DAY && resultDay <= LAST_DAY) return [];
    const field = (['years', 'months', 'weeks', 'days'] as const).find((key) => values[key] > 0) ?? 'days';
    return [
      {
        field,
        message:
          resultDay > LAST_DAY
            ? 'The result would fall after 31 December 9999; use a smaller amount.'
            : 'The result would fall before 1583, the first full year of the Gregorian calendar; use a smaller amount.',
      },
    ];
  },
  compute: (values) => {
    const { startDay, monthsDay, resultDay } = shift(values);
    return {
      result: isoDate(resultDay),
      iso: isoDate(resultDay),
      calendarDays: Math.abs(resultDay - startDay),
      monthEnd: describeMonthEnd(values, startDay, monthsDay),
    };
  },
  examples: [
    {
      inputs: { start: '2012-01-31', operation: 'add', months: 1 },
      expect: { result: '2012-02-29', calendarDays: 29 },
      source:
        'Stephen Colebourne (java.time lead), Stack Overflow "In java.time, how is the result of adding a month calculated?": 2012-01-31 plus 1 month = 2012-02-29 (2012 is a leap year)',
    },
    {
      inputs: { start: '2011-01-31', operation: 'add', months: 1 },
      expect: {
        result: '2011-02-28',
        monthEnd: 'February 31, 2011 does not exist, so the last day of that month, February 28, 2011, was used.',
      },
      source: 'Same Stack Overflow answer: 2011-01-31 plus 1 month = 2011-02-28 (2011 is a common year)',
    },
    {
      inputs: { start: '2013-10-31', operation: 'subtract', months: 4 },
      expect: { result: '2013-06-30' },
      source: 'Same Stack Overflow answer: 2013-10-31 minus 4 months = 2013-06-30 (the last day of June)',
    },
    {
      inputs: { start: '2012-02-29', operation: 'add', months: 0, years: 1 },
      expect: { result: '2013-02-28', calendarDays: 365 },
      source: 'Same Stack Overflow answer: 2012-02-29 plus 1 year = 2013-02-28 (29 February is invalid in 2013)',
    },
    {
      inputs: { start: '2007-03-31', operation: 'add', months: 1 },
      expect: { result: '2007-04-30' },
      source:
        'Oracle Java SE API, LocalDate.plusMonths: 2007-03-31 plus one month would be the invalid 2007-04-31, so 2007-04-30 is selected',
    },
    {
      inputs: { start: '2024-01-01', operation: 'add', months: 0, days: 90 },
      expect: { result: '2024-03-31', iso: '2024-03-31' },
      source:
        'Gregorian calendar (leap year 2024): 30 days remain in January after the 1st, February has 29 and March 31; 30 + 29 + 31 = 90, so 1 January + 90 days = 31 March',
    },
    {
      inputs: { start: '2024-03-01', operation: 'subtract', months: 0, days: 1 },
      expect: { result: '2024-02-29' },
      source:
        'Gregorian calendar: 2024 is divisible by 4 and not by 100, so the day before 1 March 2024 is 29 February',
    },
    {
      inputs: { start: '2025-01-01', operation: 'add', months: 0, weeks: 52 },
      expect: { result: '2025-12-31', calendarDays: 364 },
      source:
        'Calendar arithmetic: 52 weeks = 364 days, one less than the 365 days of 2025, so the result is 31 December 2025',
    },
  ],
});
