/*
 * How often a habit happens over years of a life. A year is the Gregorian average of 365.2425
 * days, so exactly 52.1775 weeks, the same year the unit table uses.
 */
export const WEEKS_PER_YEAR = 52.1775;

/** Times a habit happens in `years`, at `perDay` on each of `daysPerWeek` days. */
export const timesOver = (perDay: number, daysPerWeek: number, years: number): number =>
  perDay * daysPerWeek * WEEKS_PER_YEAR * years;
