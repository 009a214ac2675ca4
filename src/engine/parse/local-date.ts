/*
 * The visitor's own date and time as form fields write them. Apart from the date parsing in
 * ./dates.ts, which only pages with date fields load: every island reads today's date.
 */

/** The local date and time of an instant, YYYY-MM-DDTHH:MM:SS. */
export function localIsoDateTime(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${localIsoDate(now)}T${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
}

/** The local calendar date of an instant, YYYY-MM-DD. */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
