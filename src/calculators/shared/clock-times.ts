/*
 * Clock times of day with no date attached ('HH:MM' or 'HH:MM:SS', 24-hour), as seconds after
 * midnight. Arithmetic here is on the clock face: a night when the clocks change has an hour
 * more or less in real time, which the calculators using these say in their words.
 */

export const DAY_SECONDS = 86_400;

/** 'HH:MM[:SS]' → seconds after midnight (the engine has already checked the form). */
export function parseClock(text: string): number {
  const [hours = 0, minutes = 0, seconds = 0] = text.split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Seconds after midnight (any whole number, wrapped onto the 24-hour clock) → "07:05", or "07:05:09" when seconds are not zero. */
export function clockText(seconds: number): string {
  const onClock = ((Math.round(seconds) % DAY_SECONDS) + DAY_SECONDS) % DAY_SECONDS;
  const hours = Math.floor(onClock / 3600);
  const minutes = Math.floor((onClock % 3600) / 60);
  const rest = onClock % 60;
  return `${pad(hours)}:${pad(minutes)}${rest ? `:${pad(rest)}` : ''}`;
}

/** A length of time as hours and minutes the way time cards write it: "37:30", "0:45" (seconds rounded). */
export function hoursMinutesText(seconds: number): string {
  const minutes = Math.round(Math.abs(seconds) / 60);
  return `${seconds < 0 ? '−' : ''}${Math.floor(minutes / 60).toLocaleString('en-US')}:${pad(minutes % 60)}`;
}

/**
 * Seconds from a start clock time to an end clock time. An end earlier than the start is on the
 * next day (an overnight shift); equal times give zero.
 */
export function clockSpan(start: number, end: number): number {
  return end >= start ? end - start : end + DAY_SECONDS - start;
}
