import { calendarDate, isWeekend, weekdayOf, weekdaysFrom } from './dates.ts';
import {
  FIRST_HOLIDAY_YEAR,
  HOLIDAY_COUNTRY_NAMES,
  holidaysBetween,
  type Holiday,
  type HolidayCountry,
} from './public-holidays.ts';

/*
 * Working days: Monday to Friday, less the public holidays of a chosen country. Shared by the
 * business days and business hours calculators. Days are day numbers (see dates.ts).
 */

export type HolidayChoice = 'none' | HolidayCountry;

export const HOLIDAY_OPTIONS = [
  { value: 'none', label: 'None (weekends only)' },
  { value: 'us', label: 'United States – federal holidays' },
  { value: 'uk', label: 'United Kingdom – England and Wales bank holidays' },
] as const;

export interface WorkingDayCount {
  /** Monday–Friday days in the range. */
  weekdays: number;
  /** Public holidays that fall on those weekdays (a weekend holiday's observed day is what counts). */
  holidays: Holiday[];
  /** weekdays − holidays. */
  workingDays: number;
}

/** Working days from day `first` to day `last`, both included (none when last < first). */
export function countWorkingDays(first: number, last: number, choice: HolidayChoice): WorkingDayCount {
  const days = Math.max(0, last - first + 1);
  const weekdays = weekdaysFrom(weekdayOf(first), days);
  const holidays = choice === 'none' ? [] : holidaysBetween(choice, first, last).filter((h) => !isWeekend(h.day));
  return { weekdays, holidays, workingDays: weekdays - holidays.length };
}

/** True when a day is neither a weekend day nor one of the chosen public holidays. */
export function isWorkingDay(day: number, choice: HolidayChoice): boolean {
  return !isWeekend(day) && (choice === 'none' || holidaysBetween(choice, day, day).length === 0);
}

/**
 * The day `count` working days after `start` (the start itself is not counted, as in a
 * spreadsheet's WORKDAY): whole weeks are skipped five working days at a time, and the days
 * lost to holidays are made up afterwards until none is left to make up.
 */
export function workingDayAfter(start: number, count: number, choice: HolidayChoice): number {
  if (count <= 0) return start;
  let day = start;
  let remaining = count;
  while (remaining > 0) {
    const weeks = Math.floor((remaining - 1) / 5);
    // Whole weeks keep the weekday, so five working days before holidays each.
    const from = day + 1;
    day += weeks * 7;
    remaining -= weeks * 5;
    while (remaining > 0) {
      day += 1;
      if (!isWeekend(day)) remaining -= 1;
    }
    // Holidays passed over in this stretch are days still owed.
    remaining = choice === 'none' ? 0 : countWorkingDays(from, day, choice).holidays.length;
  }
  return day;
}

/** The message for a range that starts before the built-in holiday rules do, or undefined. */
export function holidayRangeProblem(choice: HolidayChoice, first: number): string | undefined {
  if (choice === 'none') return undefined;
  const firstYear = FIRST_HOLIDAY_YEAR[choice];
  if (calendarDate(first).year >= firstYear) return undefined;
  return (
    `The built-in ${HOLIDAY_COUNTRY_NAMES[choice]} start in ${firstYear}. ` +
    'For earlier dates choose None and count the holidays yourself.'
  );
}
