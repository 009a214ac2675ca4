import { addDaysToDate, daysBetween } from '../calendar/utc-dates.ts';

/*
 * A due date is a window, not a day: each species' pregnancy length is published as a typical
 * figure with a range, counted from a named event (mating, ovulation, the LH peak).
 */

export interface GestationSpan {
  /** Days from the event to the earliest, typical and latest birth in the cited range. */
  earliest: number;
  typical: number;
  latest: number;
}

export interface DueWindow {
  earliest: string;
  typical: string;
  latest: string;
  /** Days from the event to `today`: how far along the pregnancy is (negative before the event). */
  daysPregnant: number;
  /** Days from `today` to the typical date, never below zero. */
  daysToTypical: number;
}

export function dueWindow(eventDate: string, span: GestationSpan, today: string): DueWindow {
  const daysPregnant = daysBetween(eventDate, today);
  return {
    earliest: addDaysToDate(eventDate, span.earliest),
    typical: addDaysToDate(eventDate, span.typical),
    latest: addDaysToDate(eventDate, span.latest),
    daysPregnant,
    daysToTypical: Math.max(0, span.typical - daysPregnant),
  };
}
