import { z } from 'astro/zod';

const kebabKey = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use lower-case words joined by single hyphens, e.g. "smart-tips"');

export const categorySchema = z
  .strictObject({
    key: kebabKey.describe('Identifier used in URLs and data, e.g. "financial"'),
    path: z
      .string()
      .regex(/^\/[a-z0-9-]+\/$/, 'a path like "/financial/" with slashes at both ends')
      .describe('Where the category page lives'),
    name: z.string().min(2).max(40).describe('Display name, e.g. "Smart Tips"'),
    icon: kebabKey.describe('Icon name used in navigation, e.g. "wallet"'),
    emoji: z.string().min(1).max(16).describe('One emoji shown on tiles and cards'),
    description: z.string().min(10).max(160).describe('One sentence introducing the category'),
  })
  .describe('One category of the site');

export const categoriesSchema = z
  .array(categorySchema)
  .length(18, 'the site has exactly 18 categories')
  .refine((list) => new Set(list.map((c) => c.key)).size === list.length, 'category keys must be unique');

export const siteSchema = z.strictObject({
  name: z.string().min(2).max(40).describe('Site name shown in the header and titles'),
  tagline: z.string().min(5).max(80).describe('Short line under the name'),
  description: z.string().min(50).max(160).describe('Default page description'),
  twitterHandle: z
    .string()
    .regex(/^@\w+$/)
    .describe('Handle used in Twitter cards'),
  social: z
    .array(
      z.strictObject({
        label: z.string().min(3).describe('Accessible name of the link'),
        network: z.enum(['x', 'instagram', 'whatsapp', 'facebook']).describe('Which icon to show'),
        url: z.url().describe('Full address of the profile'),
      }),
    )
    .length(4, 'the footer shows four social links'),
});

/** Front matter of a static page in content/pages/. */
export const pageSchema = z.strictObject({
  title: z.string().min(3).max(60).describe('Page heading and title'),
  description: z.string().min(50).max(160).describe('Search-result description'),
  updated: z.string().optional().describe('Shown as "Last updated …", e.g. "September 20, 2025"'),
});

export type Category = z.infer<typeof categorySchema>;
export type SiteSettings = z.infer<typeof siteSchema>;

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use lower-case kebab-case: letters, digits and single hyphens');

/** Search-engine fields shared by every page an editor describes. */
export const seoSchema = z.strictObject({
  title: z.string().min(10).max(60).describe('Title shown in search results (up to 60 characters)'),
  description: z.string().min(50).max(160).describe('Description shown in search results (50–160 characters)'),
  keywords: z.array(z.string().min(2)).min(3).max(15).describe('Search phrases people use for this page'),
});

export const hubItemSchema = z.strictObject({
  name: z.string().min(3).max(70).describe('Tool name as people search for it, e.g. "Loan Payment Calculator"'),
  slug: slug.describe('URL name of the tool, unique across the site, e.g. "loan-payment"'),
  description: z.string().min(20).max(160).describe('One sentence: what it computes from what'),
});

export const hubSectionSchema = z.strictObject({
  key: slug.describe('URL name of the section (the subcategory), e.g. "loans-mortgages-payments"'),
  emoji: z.string().min(1).max(16).describe('One emoji shown before the section title'),
  title: z.string().min(3).max(60).describe('Section title; the page adds the item count'),
  description: z.string().min(20).max(160).describe('One sentence about the section'),
  items: z.array(hubItemSchema).min(1).describe('The tools of the section, most searched first'),
});

export const hubSchema = z
  .strictObject({
    key: slug.describe('The category key, the same as the file name'),
    title: z.string().min(5).max(60).describe('The page heading, e.g. "Financial Calculators"'),
    intro: z
      .string()
      .min(80)
      .refine((text) => text.split('{count}').length === 2, 'must contain {count} exactly once (the page fills it in)')
      .refine((text) => !/\d/.test(text.replace('{count}', '')), 'must not type numbers; use {count}')
      .describe('Two to four sentences introducing the hub; {count} becomes the number of tools'),
    seo: seoSchema,
    sections: z.array(hubSectionSchema).min(1).describe('Sections in page order'),
  })
  .superRefine((hub, context) => {
    const seen = new Set<string>();
    hub.sections.forEach((section, s) => {
      section.items.forEach((item, i) => {
        if (seen.has(item.slug)) {
          context.addIssue({
            code: 'custom',
            path: ['sections', s, 'items', i, 'slug'],
            message: `"${item.slug}" is listed twice`,
          });
        }
        seen.add(item.slug);
      });
    });
    if (new Set(hub.sections.map((section) => section.key)).size !== hub.sections.length) {
      context.addIssue({ code: 'custom', path: ['sections'], message: 'section keys must be unique' });
    }
  });

export type Hub = z.infer<typeof hubSchema>;
export type HubSection = z.infer<typeof hubSectionSchema>;
export type HubItem = z.infer<typeof hubItemSchema>;

export const homeSchema = z.strictObject({
  hero: z.strictObject({
    title: z.string().min(10).max(80).describe('The main heading of the home page'),
    lead: z.string().min(40).max(240).describe('The sentence under the heading'),
  }),
  featured: z
    .array(
      z.strictObject({
        slug: slug.describe('A tool slug listed in one of the hubs'),
        title: z.string().min(3).max(40).describe('Card title'),
        description: z.string().min(20).max(120).describe('One line under the card title'),
      }),
    )
    .length(6, 'the home page features exactly 6 calculators'),
  stats: z
    .array(
      z.strictObject({
        value: z.string().min(1).max(24).describe('The big figure, e.g. "Over 5 million"'),
        label: z.string().min(3).max(80).describe('What the figure means'),
      }),
    )
    .min(1)
    .max(4),
  benefits: z
    .array(
      z.strictObject({
        title: z.string().min(3).max(60),
        text: z.string().min(20).max(240),
      }),
    )
    .min(2)
    .max(6),
});

export type HomeContent = z.infer<typeof homeSchema>;

const unitValue = z.strictObject({ value: z.number(), unit: z.string().min(1) });

/** A worked example (the engine's CalculatorExample): checked against the logic by the example test. */
const calculatorExampleSchema = z.strictObject({
  inputs: z
    .record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.array(z.number()), unitValue]))
    .describe("Inputs that differ from the defaults, by input key; a number is in the field's own unit"),
  expect: z
    .record(z.string(), z.union([z.number(), z.string(), unitValue]))
    .refine((expect) => Object.keys(expect).length > 0, 'expect at least one output')
    .describe("The source's figures by output key: numbers in the output's base unit, or { value, unit }"),
  tolerance: z.number().nonnegative().optional().describe("Allowed absolute difference, in the output's base unit"),
  digits: z.number().int().min(1).max(17).optional().describe('The source rounds to this many significant digits'),
  source: z
    .string()
    .min(10)
    .describe('The independent source of the expected values: a standard, table, textbook or published example'),
});

/** Front matter of a calculator's words, content/calculators/<category>/<slug>.md. */
export const calculatorWordsSchema = z.strictObject({
  title: z.string().min(5).max(60).describe('Search-friendly title, e.g. "BMI Calculator – Body Mass Index"'),
  description: z.string().min(50).max(160).describe('One sentence for search results and cards'),
  subcategory: slug.optional().describe('Section key; only needed when no hub lists the tool'),
  aliases: z.array(slug).optional().describe('Other slugs that reach this calculator, e.g. "bmi-calculator"'),
  keywords: z
    .array(z.string().trim().min(2).max(40))
    .max(8)
    .optional()
    .describe(
      'Short names and phrasings people type to find it, e.g. "bmi", "kg to lb"; search ranks them like the title',
    ),
  disclaimer: z.string().min(20).max(400).optional().describe('Plain caution shown on health, pet and money tools'),
  faq: z
    .array(z.strictObject({ question: z.string().min(10).max(160), answer: z.string().min(20).max(1200) }))
    .min(3, 'at least 3 questions'),
  sources: z
    .array(z.strictObject({ title: z.string().min(5).max(200), url: z.url() }))
    .min(1)
    .describe('Where the formula and the example values come from'),
  related: z.array(slug).optional().describe('Other tools to suggest, beyond the same section'),
  examples: z
    .array(calculatorExampleSchema)
    .min(2, 'at least 2 worked examples')
    .describe('Worked examples shown on the page and replayed by the example test'),
});

export type CalculatorWords = z.infer<typeof calculatorWordsSchema>;

/** Categories whose tools can hurt a visitor's health, pet, money or home wiring: their words need a disclaimer. */
export const DISCLAIMER_CATEGORIES: ReadonlySet<string> = new Set(['electrical', 'financial', 'health', 'pets']);

/** The words of a calculator in a category, with the disclaimer that category requires. */
export function calculatorWordsSchemaFor(category: string) {
  return calculatorWordsSchema.superRefine((words, context) => {
    if (DISCLAIMER_CATEGORIES.has(category) && !words.disclaimer) {
      context.addIssue({
        code: 'custom',
        path: ['disclaimer'],
        message: `required for ${category} calculators: a short, plain caution shown with the calculator`,
      });
    }
  });
}

export const citiesSchema = z
  .array(
    z.strictObject({
      id: slug.describe('Identifier used in links, e.g. "new-york"'),
      name: z.string().min(2).max(80).describe('"City, Country"'),
      latitude: z.number().min(-90).max(90).describe('Decimal degrees, north positive'),
      longitude: z.number().min(-180).max(180).describe('Decimal degrees, east positive'),
      timeZone: z.string().regex(/^[A-Za-z_]+(?:\/[A-Za-z_+-]+)+$|^UTC$/, 'an IANA zone like Europe/London'),
    }),
  )
  .min(1);
