/*
 * The length of a UTC day and the zero-padding of date parts, apart from dates.ts so that pages
 * needing only these (the money calculators' due dates and holding periods) do not also load
 * the date-fns zone code dates.ts carries, which would push them over their JavaScript budget.
 */

/** Milliseconds in a UTC day (no leap seconds, as in Date). */
export const DAY_MS = 86_400_000;

/** A whole number written with leading zeros to `width` digits: zeroPad(7) → "07", zeroPad(33, 4) → "0033". */
export const zeroPad = (value: number, width = 2) => String(value).padStart(width, '0');
