import { z } from 'astro/zod';

/** The four sections of Smart Tips; the route /smart-tips/{key}/ lists one. */
export const TIP_SUBCATEGORIES = ['wellbeing', 'planning', 'productivity', 'digital-wellbeing'] as const;

export type TipSubcategoryKey = (typeof TIP_SUBCATEGORIES)[number];

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use lower-case kebab-case: letters, digits and single hyphens');

const ISO_DATE = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

/**
 * A date written as 2025-09-20. Front matter parsers differ: some hand over a Date, others the
 * text, so both are accepted and the result is always the 'YYYY-MM-DD' text.
 */
const isoDate = z.union([z.date(), z.string()]).transform((value, context) => {
  const text = value instanceof Date ? (Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10)) : value;
  if (!ISO_DATE.test(text)) {
    context.addIssue({ code: 'custom', message: 'write the date as YYYY-MM-DD, e.g. 2025-09-20' });
    return z.NEVER;
  }
  return text;
});

/** Front matter of one article, content/tips/<slug>.md. The file name is the article's slug. */
export const tipSchema = z.strictObject({
  title: z.string().min(10).max(60).describe('Article heading and search-result title (10–60 characters)'),
  subcategory: z
    .enum(TIP_SUBCATEGORIES)
    .describe('Section the article belongs to: wellbeing, planning, productivity or digital-wellbeing'),
  summary: z
    .string()
    .min(50)
    .max(160)
    .describe('One or two sentences shown in lists and search results (50–160 characters)'),
  readingMinutes: z.number().int().min(1).max(30).describe('Reading time in whole minutes (about 200 words a minute)'),
  related: z
    .array(slug)
    .min(1)
    .max(6)
    .describe('Slugs of calculators the article links to, e.g. "sleep-cycle-bedtime-planner"; each must exist'),
  updated: isoDate.describe('Date of the last real change, YYYY-MM-DD'),
});

export type TipFrontMatter = z.infer<typeof tipSchema>;

/** content/smart-tips.yaml: the words of the Smart Tips pages and the four sections. */
export const smartTipsSchema = z
  .strictObject({
    title: z.string().min(5).max(60).describe('Heading of /smart-tips/'),
    intro: z.string().min(80).max(600).describe('Two or three sentences under the heading'),
    seo: z.strictObject({
      title: z.string().min(10).max(60).describe('Title shown in search results'),
      description: z.string().min(50).max(160).describe('Description shown in search results'),
    }),
    subcategories: z
      .array(
        z.strictObject({
          key: z.enum(TIP_SUBCATEGORIES).describe('Which section this describes'),
          name: z.string().min(3).max(40).describe('Display label, e.g. "Digital wellbeing"'),
          emoji: z.string().min(1).max(16).describe('One emoji shown before the name'),
          description: z.string().min(40).max(200).describe('One sentence about the section, shown under its heading'),
        }),
      )
      .describe('The four sections, in page order'),
  })
  .superRefine((page, context) => {
    const keys = page.subcategories.map((s) => s.key);
    for (const key of TIP_SUBCATEGORIES) {
      if (!keys.includes(key)) {
        context.addIssue({ code: 'custom', path: ['subcategories'], message: `describe the "${key}" section` });
      }
    }
    if (new Set(keys).size !== keys.length) {
      context.addIssue({ code: 'custom', path: ['subcategories'], message: 'each section is described once' });
    }
  });

export type SmartTipsPage = z.infer<typeof smartTipsSchema>;
