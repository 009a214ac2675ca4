/*
 * Calendar-date helpers shared by the week-number, weekday, day-of-year and leap-year tools.
 * Dates are read and counted in UTC, where every day has 24 hours, so no daylight-saving change
 * in the visitor's own zone can move a date by a day.
 */
// Per-function entry point: the package root pulls in every date-fns module.
import { parseISO } from 'date-fns/parseISO';
import { utc } from './dates.ts';
import { formatLongDate } from './time-zones.ts';

export { MONTH_NAMES, WEEKDAY_NAMES } from './calendar-names.ts';
export { isLeapYear as isGregorianLeapYear, utc } from './dates.ts';

/** 'YYYY-MM-DD' (already checked by the engine) → that day at 00:00 UTC. */
export const readDate = (text: string): Date => parseISO(text, { in: utc });

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A UTC date as 'YYYY-MM-DD'. */
export function isoDate(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** "Sunday, January 3, 2021". */
export function longDate(date: Date): string {
  return formatLongDate({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: 0,
    minute: 0,
    second: 0,
  });
}

/** 1 → "1st", 2 → "2nd", 11 → "11th", 23 → "23rd". */
export function ordinal(value: number): string {
  const lastTwo = value % 100;
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][value % 10] ?? 'th');
  return `${value}${suffix}`;
}
