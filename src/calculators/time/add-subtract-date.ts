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
});
