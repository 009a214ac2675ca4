import { tz } from '@date-fns/tz';
// Per-function entry points: the package root pulls in every date-fns module.
import { addDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { formatISO } from 'date-fns/formatISO';
import { parseISO } from 'date-fns/parseISO';

/*
 * Dates read into date-fns in UTC, where every day has exactly 24 hours: in a visitor's own zone
 * a daylight-saving change can skip local midnight (as in Chile) and shift a count by a day.
 * Month and year arithmetic, which has real rules (31 January + 1 month), goes through here.
 */

/** The date-fns context for reading and counting dates in UTC. */
export const utc = /* @__PURE__ */ tz('UTC');

/** 'YYYY-MM-DD' (already checked by the engine) → that day at 00:00 UTC. */
export const readDate = (text: string): Date => parseISO(text, { in: utc });

/** The date `days` calendar days after 'YYYY-MM-DD' `iso` (before it when negative). */
export function addDaysToDate(iso: string, days: number): string {
  return formatISO(addDays(readDate(iso), days, { in: utc }), { representation: 'date' });
}

/** Whole calendar days from `from` to `to`; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(readDate(to), readDate(from), { in: utc });
}
