import { z } from 'astro/zod';

/** A year's worth: every day of a leap year gets a different quote before any repeats. */
export const MIN_QUOTES = 366;

const key = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use lower-case kebab-case: letters, digits and single hyphens');

export const quoteThemeSchema = z.strictObject({
  key: key.describe('URL name of the theme, e.g. "courage"; its page is /daily-quotes/{key}/'),
  name: z.string().min(3).max(30).describe('Display name, e.g. "Courage"'),
  description: z.string().min(30).max(160).describe('One sentence shown on the theme page and in search results'),
});

export const quoteSchema = z.strictObject({
  text: z
    .string()
    .min(10)
    .max(320)
    .refine((text) => !/^["“]|["”]$/.test(text.trim()), 'write the words without surrounding quotation marks')
    .describe('The exact words, without surrounding quotation marks'),
  author: z.string().min(2).max(60).describe('Who wrote or said it, e.g. "Benjamin Franklin"'),
  source: z
    .string()
    .min(3)
    .max(120)
    .describe('The work, letter or speech it comes from, e.g. "Poor Richard\'s Almanack"'),
  year: z
    .number()
    .int()
    .min(-800)
    .max(1930)
    .optional()
    .describe('Year of the work, negative before the common era; leave out when unknown'),
  theme: key.describe('One of the theme keys listed under "themes"'),
});

export const quotesFileSchema = z
  .strictObject({
    themes: z.array(quoteThemeSchema).min(1).describe('Themes to browse by, in page order'),
    quotes: z
      .array(quoteSchema)
      .min(MIN_QUOTES, `list at least ${MIN_QUOTES} quotes, one for every day of a leap year`)
      .describe('The quotes; the order sets nothing, the daily pick spreads them out'),
  })
  .superRefine((file, context) => {
    const themes = new Set(file.themes.map((theme) => theme.key));
    if (themes.size !== file.themes.length) {
      context.addIssue({ code: 'custom', path: ['themes'], message: 'theme keys must be unique' });
    }
    const seen = new Set<string>();
    file.quotes.forEach((quote, index) => {
      if (!themes.has(quote.theme)) {
        context.addIssue({
          code: 'custom',
          path: ['quotes', index, 'theme'],
          message: `"${quote.theme}" is not one of the themes (${[...themes].join(', ')})`,
        });
      }
      const normalised = quote.text.toLowerCase().replace(/\W+/g, ' ').trim();
      if (seen.has(normalised)) {
        context.addIssue({ code: 'custom', path: ['quotes', index, 'text'], message: 'this quote is listed twice' });
      }
      seen.add(normalised);
    });
  });

export type Quote = z.infer<typeof quoteSchema>;
export type QuoteTheme = z.infer<typeof quoteThemeSchema>;
export type QuotesFile = z.infer<typeof quotesFileSchema>;
