/*
 * Calendar dates, counted in UTC day numbers so no daylight-saving change moves a date.
 *
 * - dates.ts: ISO 'YYYY-MM-DD' dates and day numbers, month and weekday names, leap years, days
 *   between and after dates, "52 weeks, 1 day" spans, ordinals, and the shared DAY_MS and
 *   zeroPad.
 * - public-holidays.ts: US federal holidays and UK bank holidays by region, with their
 *   observance (substitute day) rules.
 * - working-days.ts: working days between dates and after a date, skipping weekends, a
 *   country's public holidays and the visitor's own days off, and the sentence on what became of
 *   those days off.
 */
