/*
 * Clock times of day ('HH:MM' or 'HH:MM:SS', 24-hour), as seconds after midnight. With no date
 * attached, arithmetic is on the clock face (`clockSpan`): a night when the clocks change has an
 * hour more or less in real time, which the calculators using it say in their words. Given a
 * date and a time zone, `realClockSpan` goes through real instants instead, so no day is
 * assumed to be 24 hours long.
 */

import { zeroPad } from '../calendar/dates.ts';
import { parseDateAt, resolveWallTime, type WallReading } from './time-zones.ts';

export const DAY_SECONDS = 86_400;

/** 'HH:MM[:SS]' → seconds after midnight (the engine has already checked the form). */
export function parseClock(text: string): number {
  const [hours = 0, minutes = 0, seconds = 0] = text.split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
}

/** Seconds after midnight (any whole number, wrapped onto the 24-hour clock) → "07:05", or "07:05:09" when seconds are not zero. */
export function clockText(seconds: number): string {
  const onClock = ((Math.round(seconds) % DAY_SECONDS) + DAY_SECONDS) % DAY_SECONDS;
  const hours = Math.floor(onClock / 3600);
  const minutes = Math.floor((onClock % 3600) / 60);
  const rest = onClock % 60;
  return `${zeroPad(hours)}:${zeroPad(minutes)}${rest ? `:${zeroPad(rest)}` : ''}`;
}

/** A length of time as hours and minutes the way time cards write it: "37:30", "0:45" (seconds rounded). */
export function hoursMinutesText(seconds: number): string {
  const minutes = Math.round(Math.abs(seconds) / 60);
  return `${seconds < 0 ? '−' : ''}${Math.floor(minutes / 60).toLocaleString('en-US')}:${zeroPad(minutes % 60)}`;
}

/**
 * Seconds from a start clock time to an end clock time on the clock face. An end earlier than
 * the start is on the next day (an overnight shift); equal times give zero.
 */
export function clockSpan(start: number, end: number): number {
  return end >= start ? end - start : end + DAY_SECONDS - start;
}

/** A start and an end clock time placed on the timeline of one time zone. */
export interface RealClockSpan {
  /** Real seconds elapsed from the start to the end (negative only in the case `validate` refuses). */
  seconds: number;
  /** Seconds on the clock face, as `clockSpan` counts them. */
  clockSeconds: number;
  /** The end is on the day after the start date (it is earlier on the clock than the start). */
  overnight: boolean;
  start: WallReading;
  end: WallReading;
}

/**
 * The time from a start clock time on a date to an end clock time (on the next day when it is
 * earlier on the clock), in a time zone, through real instants: a night when the clocks go
 * forward is shorter, one when they go back longer. As in the other zone-aware calculators, a
 * clock time skipped when the clocks go forward is read with the offset from before the change
 * (02:30 → 03:30 after it), and one passed twice when they go back is read as its first pass.
 */
export function realClockSpan(date: string, start: string, end: string, zone: string): RealClockSpan | undefined {
  const day = parseDateAt(date, 0);
  if (!day) return undefined;
  const from = parseClock(start);
  const to = parseClock(end);
  const overnight = to < from;
  const place = (seconds: number, extraDays: number) =>
    resolveWallTime(
      {
        ...day,
        day: day.day + extraDays,
        hour: Math.floor(seconds / 3600),
        minute: Math.floor((seconds % 3600) / 60),
        second: seconds % 60,
      },
      zone,
    );
  const startReading = place(from, 0);
  const endReading = place(to, overnight ? 1 : 0);
  return {
    seconds: Math.round((endReading.instant - startReading.instant) / 1000),
    clockSeconds: clockSpan(from, to),
    overnight,
    start: startReading,
    end: endReading,
  };
}
