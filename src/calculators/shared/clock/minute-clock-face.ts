/*
 * Clock-face arithmetic for planners that count minutes forwards or backwards from a time of
 * day. Times are whole minutes after midnight; results wrap around midnight.
 */

import { zeroPad } from '../calendar/dates.ts';

export const MINUTES_PER_DAY = 1440;

/** 'HH:MM' or 'HH:MM:SS' (as a time field gives it) → minutes after midnight; seconds are dropped. */
export function clockMinutes(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** Minutes from any midnight (negative or past a day) → the 24-hour clock face, 'HH:MM'. */
export function clockFace(minutes: number): string {
  const onFace = ((Math.round(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hours = Math.floor(onFace / 60);
  return `${zeroPad(hours)}:${zeroPad(onFace % 60)}`;
}

/** How many midnights lie between the start of day 0 and a minute count, e.g. 1 for 25:10. */
export function daysLater(minutes: number): number {
  return Math.floor(minutes / MINUTES_PER_DAY);
}

/** 'HH:MM', with the day when it is not the start day: '00:55 (next day)', '03:00 (2 days later)'. */
export function clockFaceWithDay(minutes: number): string {
  const days = daysLater(minutes);
  const face = clockFace(minutes);
  if (days === 0) return face;
  if (days === 1) return `${face} (next day)`;
  if (days === -1) return `${face} (day before)`;
  return days > 0 ? `${face} (${days} days later)` : `${face} (${-days} days before)`;
}
