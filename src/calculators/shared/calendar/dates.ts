/*
 * Calendar dates shared by the date calculators, as plain arithmetic on day numbers (days since
 * 1970-01-01 in UTC, where every day has exactly 24 hours), so a span of centuries is counted
 * without walking it day by day. What needs date-fns (month and year arithmetic with its real
 * rules, reading dates into Date objects) is in utc-dates.ts, so a calculator that only names
 * months or counts days does not download date-fns.
 */

/** Milliseconds in a UTC day (no leap seconds, as in Date). */
export const DAY_MS = 86_400_000;

/** A whole number written with leading zeros to `width` digits: zeroPad(7) → "07", zeroPad(33, 4) → "0033". */
export const zeroPad = (value: number, width = 2) => String(value).padStart(width, '0');

/** "1 day", "2 days", "1,000 days". */
export const plural = (count: number, word: string) =>
  `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

/** English weekday names, 0 = Sunday as in Date.getUTCDay(). */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** English month names, 0 = January as in Date.getUTCMonth(). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The Gregorian leap-year rule: every 4th year, except century years not divisible by 400. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1–12) of the Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Day number (days since 1970-01-01) of a calendar date; months and days outside their range
 * roll over (month 13 is January of the next year, day 0 the last day of the month before).
 * setUTCFullYear rather than Date.UTC, which would read years 0–99 as 1900–1999.
 */
export function dayNumberOf(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return Math.round(date.getTime() / DAY_MS);
}

/** Day number of 'YYYY-MM-DD' (the engine has already checked it is a real date). */
export function dayNumber(iso: string): number {
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  return dayNumberOf(year, month, day);
}

/** A date of the Gregorian calendar; months are 1–12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function calendarDate(dayNumber: number): CalendarDate {
  const date = new Date(dayNumber * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The UTC calendar date of a Date (as date-fns gives them when counting in `utc`). */
export function calendarDateOfUtc(date: Date): CalendarDate {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Day number of a Date's UTC day (as date-fns gives dates when counting in `utc`). */
export const dayNumberOfUtc = (date: Date): number => Math.round(date.getTime() / DAY_MS);

/** 'YYYY-MM-DD' of a day number. */
export function isoDate(dayNumber: number): string {
  const { year, month, day } = calendarDate(dayNumber);
  return `${zeroPad(year, 4)}-${zeroPad(month)}-${zeroPad(day)}`;
}

/** "February 28, 2023", as the engine writes dates. */
export function longDate({ year, month, day }: CalendarDate): string {
  return `${MONTH_NAMES[month - 1] ?? ''} ${day}, ${year}`;
}

/** "Tuesday, February 28, 2023". */
export function longDateWithWeekday(date: CalendarDate): string {
  return `${WEEKDAY_NAMES[weekdayOfDate(date)] ?? ''}, ${longDate(date)}`;
}

/** Day of the week, 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekdayOf(dayNumber: number): number {
  return (((dayNumber + 4) % 7) + 7) % 7;
}

/** Day of the week of a calendar date, 0 = Sunday. */
export const weekdayOfDate = ({ year, month, day }: CalendarDate): number => weekdayOf(dayNumberOf(year, month, day));

export const isWeekend = (dayNumber: number) => {
  const weekday = weekdayOf(dayNumber);
  return weekday === 0 || weekday === 6;
};

/** Monday–Friday days among `days` consecutive days starting on weekday `firstWeekday`, without walking them. */
export function weekdaysFrom(firstWeekday: number, days: number): number {
  if (days <= 0) return 0;
  const fullWeeks = Math.floor(days / 7);
  let weekdays = fullWeeks * 5;
  // The leftover days (fewer than 7) start on the same weekday as the first day.
  for (let offset = 0; offset < days - fullWeeks * 7; offset += 1) {
    const weekday = (firstWeekday + offset) % 7;
    if (weekday !== 0 && weekday !== 6) weekdays += 1;
  }
  return weekdays;
}

/** "52 weeks, 1 day"; "4 weeks"; "0 days". */
export function weeksAndDays(days: number): string {
  const weeks = Math.floor(days / 7);
  const rest = days % 7;
  const parts = [];
  if (weeks > 0) parts.push(plural(weeks, 'week'));
  if (rest > 0 || weeks === 0) parts.push(plural(rest, 'day'));
  return parts.join(', ');
}

/** "1 year, 2 months, 3 days"; "0 days" when all are zero. */
export function describeYearsMonthsDays(years: number, months: number, days: number): string {
  const parts = [];
  if (years > 0) parts.push(plural(years, 'year'));
  if (months > 0) parts.push(plural(months, 'month'));
  if (days > 0 || parts.length === 0) parts.push(plural(days, 'day'));
  return parts.join(', ');
}
