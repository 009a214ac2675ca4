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
