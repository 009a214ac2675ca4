/*
 * Due dates of monthly payments, on YYYY-MM-DD dates: a date some months on, and how many
 * monthly payments fit between two dates.
 */

/**
 * The YYYY-MM-DD date `count` months after `iso`, keeping the day of the month where it
 * exists and using the month's last day where it does not (31 January + 1 month = 28 or 29
 * February), as payment due dates do.
 */
export function addMonthsToDate(iso: string, count: number): string {
  const [year = 2000, month = 1, day = 1] = iso.split('-').map(Number);
  const index = year * 12 + (month - 1) + count;
  const newYear = Math.floor(index / 12);
  const newMonth = index - newYear * 12 + 1;
  // Day 0 of the following month is the month's last day (the date fields start in 1900, so
  // Date.UTC's reading of years 0–99 as 1900–1999 never applies).
  const lastDay = new Date(Date.UTC(newYear, newMonth, 0)).getUTCDate();
  const newDay = Math.min(day, lastDay);
  // Padded here rather than with calendar/dates.ts's zeroPad: that module's chunk (month names,
  // day numbers, about 1 KB gzip) would otherwise ride on every loan page for one line.
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(newYear, 4)}-${pad(newMonth, 2)}-${pad(newDay, 2)}`;
}

/**
 * Monthly payments that fit from `from` to `to`: the whole months between them, where a month
 * counts once the same day of the month is reached (or the month's last day, when it is shorter),
 * so 15 March → 14 March next year is 11 and → 15 March 12. Payment n falls n months after
 * `from`, so the last of them is on or before `to`. Negative when `to` is earlier.
 */
export function wholeMonthsBetween(from: string, to: string): number {
  const monthIndex = (iso: string) => {
    const [year = 0, month = 1] = iso.split('-').map(Number);
    return year * 12 + month;
  };
  const months = monthIndex(to) - monthIndex(from);
  // ISO dates compare as text; only the day of the month can make the last month incomplete.
  return addMonthsToDate(from, months) > to ? months - 1 : months;
}
