import { describe, expect, it } from 'vitest';
import { calculatorRedirects } from '../../../src/lib/calculator-redirects.ts';
import {
  citation,
  getQuotesFile,
  publishedQuotes,
  quoteForDate,
  quotesOfTheme,
  themePath,
} from '../../../src/lib/quotes/quotes.ts';
import { dailyQuoteIndex, localDayNumber } from '../../../src/lib/quotes/daily.ts';
import { MIN_QUOTES, quoteSchema, quotesFileSchema } from '../../../src/lib/quotes/schema.ts';

const file = getQuotesFile();

describe('content/quotes.yaml', () => {
  it(`holds at least ${MIN_QUOTES} quotes, one for every day of a leap year`, () => {
    expect(file.quotes.length).toBeGreaterThanOrEqual(366);
  });

  it('gives every theme a good number of quotes to browse', () => {
    for (const theme of file.themes) expect(quotesOfTheme(theme.key).length, theme.key).toBeGreaterThanOrEqual(20);
  });

  it('names the work for every quote, and keeps quotes short', () => {
    for (const quote of file.quotes) {
      expect(quote.source.trim().length, quote.text).toBeGreaterThan(2);
      expect(quote.text.length, quote.text).toBeLessThanOrEqual(320);
    }
  });

  it('has only authors whose words are long out of copyright (works up to 1930)', () => {
    for (const quote of file.quotes)
      if (quote.year !== undefined) expect(quote.year, quote.text).toBeLessThanOrEqual(1930);
  });
});

describe('quote schemas', () => {
  const quote = {
    text: 'Lost time is never found again.',
    author: 'Benjamin Franklin',
    source: 'The Way to Wealth',
    year: 1758,
    theme: 'time',
  };

  it('rejects surrounding quotation marks, unknown keys and missing sources', () => {
    expect(quoteSchema.safeParse(quote).success).toBe(true);
    expect(quoteSchema.safeParse({ ...quote, text: '“Lost time is never found again.”' }).success).toBe(false);
    expect(quoteSchema.safeParse({ ...quote, mood: 'wistful' }).success).toBe(false);
    const { source, ...withoutSource } = quote;
    expect(source).toBe('The Way to Wealth');
    expect(quoteSchema.safeParse(withoutSource).success).toBe(false);
  });

  it('rejects a quote whose theme is not listed, a repeated quote, and too few quotes', () => {
    const themes = [{ key: 'time', name: 'Time', description: 'On the shortness of life and using the hours well.' }];
    const many = Array.from({ length: MIN_QUOTES }, (_, i) => ({ ...quote, text: `Quote number ${i} about time.` }));
    expect(quotesFileSchema.safeParse({ themes, quotes: many }).success).toBe(true);
    const issues = (quotes: unknown[]) =>
      quotesFileSchema.safeParse({ themes, quotes }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues([...many.slice(1), { ...quote, theme: 'luck' }])).toEqual([
      `quotes.${MIN_QUOTES - 1}.theme: "luck" is not one of the themes (time)`,
    ]);
    expect(issues([...many.slice(1), { ...many[0]!, text: 'QUOTE NUMBER 1 about time!' }])).toEqual([
      `quotes.${MIN_QUOTES - 1}.text: this quote is listed twice`,
    ]);
    expect(issues(many.slice(1))?.[0]).toMatch(/at least 366 quotes/);
  });
});

describe('published quotes', () => {
  const published = publishedQuotes();

  it('link each quote to its place on its theme page', () => {
    expect(published).toHaveLength(file.quotes.length);
    expect(new Set(published.map((q) => q.href)).size).toBe(published.length);
    file.quotes.forEach((quote, index) => {
      expect(published[index]?.href).toBe(`${themePath(quote.theme)}#quote-${index + 1}`);
    });
  });

  it('cite the work and the year, before the common era too', () => {
    const base = { text: 'Some words of wisdom.', author: 'Someone', theme: 'time' };
    expect(citation({ ...base, source: 'The Way to Wealth', year: 1758 })).toBe('The Way to Wealth, 1758');
    expect(citation({ ...base, source: 'Aeneid, Book 10', year: -19 })).toBe('Aeneid, Book 10, 19 BC');
    expect(citation({ ...base, source: 'Rules of Civility' })).toBe('Rules of Civility');
  });

  it('pick the day’s quote from the visitor’s date: the same all day, another tomorrow', () => {
    const morning = quoteForDate(new Date(2026, 2, 5, 7, 0));
    const evening = quoteForDate(new Date(2026, 2, 5, 23, 30));
    const tomorrow = quoteForDate(new Date(2026, 2, 6, 7, 0));
    expect(evening.quote).toEqual(morning.quote);
    expect(tomorrow.quote.text).not.toBe(morning.quote.text);
    expect(morning.quote).toEqual(published[dailyQuoteIndex(localDayNumber(new Date(2026, 2, 5)), published.length)]);
  });

  it('never gives a calculator short address the path of a theme page', () => {
    const themePaths = new Set(file.themes.map((theme) => `daily-quotes/${theme.key}`));
    for (const redirect of calculatorRedirects()) expect(themePaths.has(redirect.from.join('/'))).toBe(false);
  });
});
