/*
 * Reading and writing the date text of form fields (YYYY-MM-DD). This is calendar bookkeeping
 * on UTC dates only, kept small because every page with a date or time field ships it; date
 * arithmetic inside calculators uses date-fns.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

function utcDate(text: string): Date | undefined {
  const match = DATE.exec(text);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date;
}

function isoOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** True for a real calendar date written YYYY-MM-DD (so 2023-02-29 is refused). */
export function isIsoDate(text: string): boolean {
  const date = utcDate(text);
  return date !== undefined && !Number.isNaN(date.getTime()) && isoOf(date) === text;
}

export function isTime(text: string): boolean {
  return TIME.test(text);
}

export function isDateTime(text: string): boolean {
  const [date = '', time = ''] = text.split('T');
  return isIsoDate(date) && isTime(time);
}

/** Resolves 'today', 'today+30' or 'today-7' against `today` (YYYY-MM-DD); other text is returned as is. */
export function resolveRelativeDate(text: string, today: string): string {
  const match = /^today(?:([+-])(\d+))?$/.exec(text);
  const base = utcDate(today);
  if (!match || !base) return text;
  const days = match[2] ? Number(match[2]) * (match[1] === '-' ? -1 : 1) : 0;
  base.setUTCDate(base.getUTCDate() + days);
  return isoOf(base);
}
