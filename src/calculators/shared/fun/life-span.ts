import { timesOver } from './lifetime.ts';

/*
 * Time a daily habit fills over a stretch of life. A year is the Gregorian average of 365.2425
 * days, as in lifetime.ts and the unit table, so spans of decades count their leap days.
 */
const SECONDS_PER_HOUR = 3600;

/** Seconds spent over `years` on a habit of `hoursPerDay` hours every day. */
export const dailyHoursOver = (hoursPerDay: number, years: number): number =>
  timesOver(hoursPerDay * SECONDS_PER_HOUR, 7, years);

/** The share, in percent, of the waking hours of a day (24 less `sleepHours`) that `hoursPerDay` fills. */
export const shareOfWakingDay = (hoursPerDay: number, sleepHours: number): number =>
  (hoursPerDay / (24 - sleepHours)) * 100;
