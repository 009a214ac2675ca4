import { tz } from '@date-fns/tz';
// Per-function entry points: the package root pulls in every date-fns module.
import { addDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { formatISO } from 'date-fns/formatISO';
import { parseISO } from 'date-fns/parseISO';

/*
 * Calendar-day arithmetic on YYYY-MM-DD dates. Everything is read and counted in UTC, where
 * every day has 24 hours, so a daylight-saving change in the visitor's zone never moves a date.
 */
const utc = tz('UTC');

/** The date `days` calendar days after `iso` (before it when negative). */
export function addDaysToDate(iso: string, days: number): string {
  return formatISO(addDays(parseISO(iso, { in: utc }), days, { in: utc }), { representation: 'date' });
}

/** Whole calendar days from `from` to `to`; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(parseISO(to, { in: utc }), parseISO(from, { in: utc }), { in: utc });
}

const plural = (count: number, word: string) => `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

/** 152 → "21 weeks, 5 days"; 14 → "2 weeks, 0 days", the way pregnancy ages are said. */
export function weeksAndDays(days: number): string {
  return `${plural(Math.floor(days / 7), 'week')}, ${plural(days % 7, 'day')}`;
}
