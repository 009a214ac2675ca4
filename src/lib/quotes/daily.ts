/*
 * Which quote a day shows. Pure and free of Node and DOM imports: the page uses it at build
 * time for the fallback and the browser script uses it for the visitor's own date.
 */

const MS_PER_DAY = 86_400_000;
const EPOCH = Date.UTC(2000, 0, 1);

/** Days from 2000-01-01 to a calendar date (negative before it); no time zone is involved. */
export function dayNumber(year: number, month: number, day: number): number {
  return Math.round((Date.UTC(year, month - 1, day) - EPOCH) / MS_PER_DAY);
}

/** The day number of the date a clock shows where the visitor is. */
export function localDayNumber(now: Date): number {
  return dayNumber(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/**
 * The step between one day's quote and the next: about 0.618 of the list (the golden ratio), so
 * consecutive days land far apart and themes and authors mix, and coprime with the count, so
 * every quote is shown once before any repeats.
 */
export function dailyStride(count: number): number {
  if (count <= 2) return 1;
  let stride = Math.round(count * 0.618);
  while (greatestCommonDivisor(stride, count) !== 1) stride += 1;
  return stride;
}

/** The index of the quote for a day: the same all day, a different one the next day. */
export function dailyQuoteIndex(day: number, count: number): number {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('there must be at least one quote');
  const position = ((day % count) + count) % count;
  return (position * dailyStride(count)) % count;
}

/** One quote as the browser receives it from /daily-quotes/quotes.json. */
export interface PublishedQuote {
  text: string;
  author: string;
  /** Work and year, e.g. "The Way to Wealth, 1758". */
  citation: string;
  themeName: string;
  /** The quote on its theme page, e.g. "/daily-quotes/time/#quote-12". */
  href: string;
}

/** The text copied or shared: “words” — Author, Work, Year. */
export function plainQuote(quote: Pick<PublishedQuote, 'text' | 'author' | 'citation'>): string {
  return `“${quote.text}” — ${quote.author}, ${quote.citation}`;
}

/** The link from a quote to the others of its theme: "More money quotes". */
export function themeLinkText(quote: Pick<PublishedQuote, 'themeName'>): string {
  return `More ${quote.themeName.toLowerCase()} quotes`;
}
