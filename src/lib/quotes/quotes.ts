import { readYamlContent } from '../content/read-yaml.ts';
import { localDayNumber, dailyQuoteIndex, type PublishedQuote } from './daily.ts';
import { quotesFileSchema, type Quote, type QuotesFile, type QuoteTheme } from './schema.ts';

export type { PublishedQuote, Quote, QuoteTheme };

let cached: QuotesFile | undefined;

/** content/quotes.yaml, checked: the themes and every quote. */
export function getQuotesFile(): QuotesFile {
  cached ??= readYamlContent('quotes.yaml', quotesFileSchema);
  return cached;
}

export const DAILY_QUOTES_PATH = '/daily-quotes/';
export const QUOTES_JSON_PATH = '/daily-quotes/quotes.json';
export const themePath = (theme: string): string => `${DAILY_QUOTES_PATH}${theme}/`;
/** Each quote's place on its theme page; the number is its position in content/quotes.yaml. */
export const quoteAnchor = (index: number): string => `quote-${index + 1}`;

/** "Poor Richard's Almanack, 1758", or the work alone when the year is unknown or already named. */
export function citation(quote: Quote): string {
  if (quote.year === undefined) return quote.source;
  const year = quote.year < 0 ? `${-quote.year} BC` : String(quote.year);
  return quote.source.includes(year) ? quote.source : `${quote.source}, ${year}`;
}

/** Every quote in file order, as the page shows it and the browser receives it. */
export function publishedQuotes(file: QuotesFile = getQuotesFile()): PublishedQuote[] {
  const names = new Map(file.themes.map((theme) => [theme.key, theme.name]));
  return file.quotes.map((quote, index) => ({
    text: quote.text,
    author: quote.author,
    citation: citation(quote),
    themeName: names.get(quote.theme) ?? quote.theme,
    href: `${themePath(quote.theme)}#${quoteAnchor(index)}`,
  }));
}

/** The quote for the day a clock shows; the page uses the build time as its fallback. */
export function quoteForDate(now: Date, quotes: readonly PublishedQuote[] = publishedQuotes()) {
  const day = localDayNumber(now);
  const quote = quotes[dailyQuoteIndex(day, quotes.length)];
  if (!quote) throw new Error('content/quotes.yaml has no quotes');
  return { day, quote };
}

/** The quotes of one theme with their positions in the file (for their anchors). */
export function quotesOfTheme(theme: string, file: QuotesFile = getQuotesFile()): { quote: Quote; index: number }[] {
  return file.quotes.flatMap((quote, index) => (quote.theme === theme ? [{ quote, index }] : []));
}
