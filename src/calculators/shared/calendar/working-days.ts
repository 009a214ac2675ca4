import { calendarDate, isWeekend, longDate, plural, weekdayOf, weekdaysFrom } from './dates.ts';
import {
  FIRST_HOLIDAY_YEAR,
  HOLIDAY_COUNTRY_NAMES,
  holidaysBetween,
  type Holiday,
  type HolidayCountry,
} from './public-holidays.ts';

/*
 * Working days: Monday to Friday, less the public holidays of a chosen calendar and any days off
 * of the visitor's own. Shared by the business days and business hours calculators. Days are day
 * numbers (see dates.ts).
 */

export type HolidayChoice = 'none' | HolidayCountry;

export const HOLIDAY_OPTIONS = [
  { value: 'none', label: 'None (weekends only)' },
  { value: 'us', label: 'United States – federal holidays' },
  { value: 'uk', label: 'United Kingdom – England and Wales bank holidays' },
  { value: 'uk-scotland', label: 'United Kingdom – Scotland bank holidays' },
  { value: 'uk-northern-ireland', label: 'United Kingdom – Northern Ireland bank holidays' },
] as const satisfies readonly { value: HolidayChoice; label: string }[];

export interface WorkingDayCount {
  /** Monday–Friday days in the range. */
  weekdays: number;
  /** Public holidays that fall on those weekdays (a weekend holiday's observed day is what counts). */
  holidays: Holiday[];
  /** The visitor's own days off in the range that are weekdays and not public holidays, sorted. */
  ownDays: number[];
  /** weekdays − holidays − own days off. */
  workingDays: number;
}

/** The chosen public holidays from `first` to `last` that fall on weekdays. */
function weekdayHolidays(first: number, last: number, choice: HolidayChoice): Holiday[] {
  return choice === 'none' ? [] : holidaysBetween(choice, first, last).filter((h) => !isWeekend(h.day));
}

/**
 * Working days from day `first` to day `last`, both included (none when last < first). `own` are
 * the visitor's own days off: any that fall on a weekend or a chosen public holiday, lie outside
 * the range or repeat are not taken off again.
 */
export function countWorkingDays(
  first: number,
  last: number,
  choice: HolidayChoice,
  own: readonly number[] = [],
): WorkingDayCount {
  const days = Math.max(0, last - first + 1);
  const weekdays = weekdaysFrom(weekdayOf(first), days);
  const holidays = weekdayHolidays(first, last, choice);
  const holidayDays = new Set(holidays.map((h) => h.day));
  const ownDays = [...new Set(own)]
    .filter((day) => day >= first && day <= last && !isWeekend(day) && !holidayDays.has(day))
    .sort((a, b) => a - b);
  return { weekdays, holidays, ownDays, workingDays: weekdays - holidays.length - ownDays.length };
}

/** True when a day is neither a weekend day, one of the chosen public holidays nor an own day off. */
export function isWorkingDay(day: number, choice: HolidayChoice, own: readonly number[] = []): boolean {
  return countWorkingDays(day, day, choice, own).workingDays === 1;
}

/** Why each of the visitor's own days off does or does not come off the working days. */
export interface OwnDaysOff {
  /** Weekdays that are not public holidays, sorted, each once: the days that are taken off. */
  used: number[];
  /** On a Saturday or Sunday, so not a working day anyway. */
  onWeekend: number[];
  /** Already one of the chosen public holidays (observed day), with its name. */
  onHoliday: Holiday[];
  /** Entries that repeat an earlier one. */
  repeated: number;
}

/** Sorts the visitor's own days off into those that count and those that are ignored, and why. */
export function sortOwnDaysOff(days: readonly number[], choice: HolidayChoice): OwnDaysOff {
  const unique = [...new Set(days)].sort((a, b) => a - b);
  const result: OwnDaysOff = { used: [], onWeekend: [], onHoliday: [], repeated: days.length - unique.length };
  for (const day of unique) {
    const holiday = weekdayHolidays(day, day, choice)[0];
    if (isWeekend(day)) result.onWeekend.push(day);
    else if (holiday) result.onHoliday.push(holiday);
    else result.used.push(day);
  }
  return result;
}

/**
 * The day `count` working days after `start` (the start itself is not counted, as in a
 * spreadsheet's WORKDAY): whole weeks are skipped five working days at a time, and the days
 * lost to holidays and own days off are made up afterwards until none is left to make up.
 */
export function workingDayAfter(
  start: number,
  count: number,
  choice: HolidayChoice,
  own: readonly number[] = [],
): number {
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
    // Holidays and own days off passed over in this stretch are days still owed.
    if (choice === 'none' && own.length === 0) break;
    const passed = countWorkingDays(from, day, choice, own);
    remaining = passed.holidays.length + passed.ownDays.length;
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

const dateText = (day: number) => longDate(calendarDate(day));

/** One sentence on what happened to the visitor's own days off. */
export function ownDaysNote(entered: number, own: OwnDaysOff, inRange: number): string {
  if (entered === 0) return 'None entered.';
  const outside = own.used.length - inRange;
  const parts = [`${plural(inRange, 'day')} taken off between the dates`];
  if (outside > 0) parts.push(`${plural(outside, 'day')} outside them, skipped only when adding working days`);
  const ignored = [
    ...own.onWeekend.map((day) => ({ day, text: `${dateText(day)} (a weekend day)` })),
    ...own.onHoliday.map((holiday) => ({
      day: holiday.day,
      text: `${dateText(holiday.day)} (already ${holiday.name})`,
    })),
  ]
    .sort((a, b) => a.day - b.day)
    .map((entry) => entry.text);
  if (own.repeated > 0) ignored.push(plural(own.repeated, 'repeated date'));
  const ignoredText = ignored.length > 0 ? ` Not counted: ${ignored.join('; ')}.` : '';
  return `${plural(entered, 'date')} entered: ${parts.join('; ')}.${ignoredText}`;
}
