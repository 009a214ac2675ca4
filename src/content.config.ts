import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { calculatorEntries } from './calculators/catalogue.ts';
import { pageSchema } from './lib/content/schemas.ts';
import { tipWithCalculatorsSchema } from './lib/tips/tips.ts';

/*
 * Markdown content that Astro renders. Small YAML data files (categories, site settings, hubs,
 * Smart Tips sections, quotes) are read by src/lib/content/read-yaml.ts with the same zod schemas,
 * so pages, unit tests and scripts all validate them the same way. Files starting with "_" are
 * drafts and are skipped.
 */
const pages = defineCollection({
  loader: glob({ base: './content/pages', pattern: '**/[^_]*.md' }),
  schema: pageSchema,
});

/**
 * The words of each calculator; the id is "<category>/<slug>". The catalogue has already read
 * and checked them, so this collection only renders each Markdown body for the page.
 */
const calculators = defineCollection({
  loader: {
    name: 'calculator-catalogue',
    load: async (context) => {
      context.store.clear();
      for (const entry of calculatorEntries()) {
        context.store.set({
          id: `${entry.category}/${entry.slug}`,
          data: {},
          body: entry.body,
          rendered: await context.renderMarkdown(entry.body),
        });
      }
    },
  },
});

/** Smart Tips articles; the id is the file name, which is the article's slug. */
const tips = defineCollection({
  loader: glob({ base: './content/tips', pattern: '[^_]*.md' }),
  schema: tipWithCalculatorsSchema,
});

export const collections = { pages, calculators, tips };
