import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { calculatorWordsSchema, pageSchema } from './lib/content/schemas.ts';

/*
 * Markdown content that Astro renders. Small YAML data files (categories, site settings, hubs)
 * are read by src/lib/content/read-yaml.ts with the same zod schemas, so pages, unit tests and
 * scripts all validate them the same way. Files starting with "_" are drafts and are skipped.
 */
const pages = defineCollection({
  loader: glob({ base: './content/pages', pattern: '**/[^_]*.md' }),
  schema: pageSchema,
});

/** The words of each calculator; the id is "<category>/<slug>". */
const calculators = defineCollection({
  loader: glob({ base: './content/calculators', pattern: '**/[^_]*.md' }),
  schema: calculatorWordsSchema,
});

export const collections = { pages, calculators };
