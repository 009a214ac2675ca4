/*
 * Julian Day arithmetic after Jean Meeus, "Astronomical Algorithms" (2nd ed., 1998), chapter 7.
 * Shared by the Julian date converter, the Easter dates (Orthodox Easter is reckoned in the
 * Julian calendar) and the equinox and solstice times. As astronomers do, dates from 15 October
 * 1582 are Gregorian and earlier dates Julian unless a calendar is named.
 */

import { DAY_MS } from '../calendar/dates.ts';

export type Calendar = 'gregorian' | 'julian';

/** A calendar date with the time of day as a fraction of the day (4.81 = the 4th at 19:26:24). */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
  calendar: Calendar;
}

/** JD of 1970-01-01 00:00 UTC, the Unix epoch. */
export const UNIX_EPOCH_JD = 2_440_587.5;
/** MJD = JD − 2 400 000.5, so MJD 0 is 1858-11-17 00:00. */
export const MJD_OFFSET = 2_400_000.5;
/** JD 2 299 160.5: 1582-10-15 00:00, the first day of the Gregorian calendar. */
export const GREGORIAN_START_JD = 2_299_160.5;

/** The calendar Meeus uses for a date: Julian before 15 October 1582, Gregorian from then on. */
export function calendarFor(year: number, month: number, day: number): Calendar {
  const key = year * 10_000 + month * 100 + day;
  return key < 15_821_015 ? 'julian' : 'gregorian';
}

/** Meeus formula 7.1: the Julian Day of a calendar date whose day may carry a fraction. */
export function julianDay(year: number, month: number, day: number, calendar: Calendar): number {
  // January and February count as months 13 and 14 of the year before, so the leap day comes last.
  const y = month <= 2 ? year - 1 : year;
  const m = month <= 2 ? month + 12 : month;
  const century = Math.floor(y / 100);
  const gregorianCorrection = calendar === 'gregorian' ? 2 - century + Math.floor(century / 4) : 0;
  return Math.floor(365.25 * (y + 4716)) + Math.floor(30.6001 * (m + 1)) + day + gregorianCorrection - 1524.5;
}

/** Meeus chapter 7, "Calculation of the calendar date from the JD" (valid for JD ≥ 0). */
export function calendarDay(jd: number): CalendarDay {
  const shifted = jd + 0.5;
  const whole = Math.floor(shifted);
  const fraction = shifted - whole;
  let a = whole;
  if (whole >= GREGORIAN_START_JD + 0.5) {
    const alpha = Math.floor((whole - 1_867_216.25) / 36_524.25);
    a = whole + 1 + alpha - Math.floor(alpha / 4);
  }
  const b = a + 1524;
  const c = Math.floor((b - 122.1) / 365.25);
  const d = Math.floor(365.25 * c);
  const e = Math.floor((b - d) / 30.6001);
  const month = e < 14 ? e - 1 : e - 13;
  return {
    year: month > 2 ? c - 4716 : c - 4715,
    month,
    day: b - d - Math.floor(30.6001 * e) + fraction,
    calendar: whole >= GREGORIAN_START_JD + 0.5 ? 'gregorian' : 'julian',
  };
}

/** The JD of an instant given in milliseconds since the Unix epoch. */
export const julianDayOfInstant = (instant: number) => instant / DAY_MS + UNIX_EPOCH_JD;

/** Milliseconds since the Unix epoch of a JD. */
export const instantOfJulianDay = (jd: number) => (jd - UNIX_EPOCH_JD) * DAY_MS;

/** A Julian-calendar date as the Gregorian date of the same day (e.g. Orthodox Easter). */
export function julianToGregorian(year: number, month: number, day: number): CalendarDay {
  const jd = julianDay(year, month, day, 'julian');
  // From 1582-10-15 on, calendarDay answers in the Gregorian calendar.
  return jd >= GREGORIAN_START_JD ? calendarDay(jd) : { year, month, day, calendar: 'julian' };
}
