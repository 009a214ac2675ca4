import { date, defineCalculator, out } from '../../engine/index.ts';
import {
  calendarDate,
  dayNumber,
  dayNumberOf,
  daysInMonth,
  describeYearsMonthsDays,
  isoDate,
  weeksAndDays,
  type CalendarDate,
} from '../shared/calendar/dates.ts';

/**
 * The day `months` whole months after a birth date. A day the month lacks (29 February in a
 * common year, or the 31st in a 30-day month) moves to the 1st of the next month: the rule
 * Maryland writes into law for 29 February birthdays (General Provisions § 1-303(b)).
 */
export function monthAnniversary(birth: CalendarDate, months: number): number {
  const index = birth.year * 12 + (birth.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return birth.day <= daysInMonth(year, month)
    ? dayNumberOf(year, month, birth.day)
    : dayNumberOf(year, month, daysInMonth(year, month)) + 1;
}

/** Whole months completed between a birth date and a later day. */
function completedMonths(birth: CalendarDate, day: number): number {
  const on = calendarDate(day);
  const months = (on.year - birth.year) * 12 + (on.month - birth.month);
  // The anniversary in the day's own month may still be ahead (later in the month, or rolled to the 1st of the next).
  return monthAnniversary(birth, months) > day ? months - 1 : months;
}

export default defineCalculator({
  inputs: {
    birth: date({ label: 'Date of birth', default: '1990-06-15', min: '1583-01-01', max: '9998-12-31' }),
    on: date({
      label: 'Age on this date',
      help: 'Today, or any other date such as a deadline or an anniversary.',
      default: 'today',
      min: '1583-01-01',
      max: '9998-12-31',
    }),
  },
  outputs: {
    years: out.integer({ label: 'Age', primary: true, suffix: 'years' }),
    exact: out.text({ label: 'Exact age in years, months and days' }),
    totalMonths: out.integer({ label: 'In months', suffix: 'months' }),
    totalWeeks: out.text({ label: 'In weeks and days' }),
    totalDays: out.integer({ label: 'In days', suffix: 'days' }),
    nextBirthday: out.date({ label: 'Next birthday' }),
    daysToBirthday: out.integer({ label: 'Days until the next birthday', suffix: 'days' }),
    nextAge: out.integer({ label: 'Age on the next birthday', suffix: 'years' }),
  },
  validate: ({ birth, on }) =>
    on < birth ? [{ field: 'on', message: 'This date is before the date of birth; pick a later date.' }] : [],
  compute: ({ birth, on }) => {
    const born = calendarDate(dayNumber(birth));
    const day = dayNumber(on);
    const months = completedMonths(born, day);
    const years = Math.floor(months / 12);
    const days = day - monthAnniversary(born, months);
    // The next birthday is today's if today is one (but not the day of birth itself), else next year's.
    const birthdayThisAge = monthAnniversary(born, years * 12);
    const nextAge = years > 0 && birthdayThisAge === day ? years : years + 1;
    const nextBirthday = monthAnniversary(born, nextAge * 12);
    return {
      years,
      exact: describeYearsMonthsDays(years, months % 12, days),
      totalMonths: months,
      totalWeeks: weeksAndDays(day - dayNumber(birth)),
      totalDays: day - dayNumber(birth),
      nextBirthday: isoDate(nextBirthday),
      daysToBirthday: nextBirthday - day,
      nextAge,
    };
  },
});
