import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readMarkdownContent } from '../content/front-matter.ts';
import { CONTENT_DIR, readYamlContent } from '../content/read-yaml.ts';
import { calculatorEntries, lookupCalculator, type CalculatorEntry } from '../../calculators/catalogue.ts';
import {
  smartTipsSchema,
  tipSchema,
  TIP_SUBCATEGORIES,
  type SmartTipsPage,
  type TipFrontMatter,
  type TipSubcategoryKey,
} from './schema.ts';

export { TIP_SUBCATEGORIES, type TipFrontMatter, type TipSubcategoryKey };

/** The category key of Smart Tips; its calculators live under src/calculators/smart-tips/. */
export const SMART_TIPS = 'smart-tips';

/**
 * The article schema plus the rule that needs the calculator registry: every related calculator
 * must exist, so an article never links to a missing page. content.config.ts uses it, so a wrong
 * slug stops the build with the file and the field named.
 */
export const tipWithCalculatorsSchema = tipSchema.superRefine((tip, context) => {
  tip.related.forEach((slug, index) => {
    if (!lookupCalculator(slug)) {
      context.addIssue({
        code: 'custom',
        path: ['related', index],
        message: `"${slug}" is not a calculator on this site (it needs src/calculators/<category>/${slug}.ts and its words)`,
      });
    }
  });
  if (new Set(tip.related).size !== tip.related.length) {
    context.addIssue({ code: 'custom', path: ['related'], message: 'list each calculator once' });
  }
});

/** What the pages need to know about an article; an Astro collection entry has this shape. */
export interface Tip {
  id: string;
  data: TipFrontMatter;
}

export interface TipFile extends Tip {
  /** The Markdown body. */
  body: string;
}

export const tipPath = (slug: string): string => `/smart-tip/${slug}/`;
export const subcategoryPath = (key: TipSubcategoryKey): string => `/${SMART_TIPS}/${key}/`;

let cachedPage: SmartTipsPage | undefined;

/** content/smart-tips.yaml: heading, intro and the four sections. */
export function getSmartTipsPage(): SmartTipsPage {
  cachedPage ??= readYamlContent('smart-tips.yaml', smartTipsSchema);
  return cachedPage;
}

export type TipSubcategory = SmartTipsPage['subcategories'][number];

export function getSubcategory(key: TipSubcategoryKey): TipSubcategory {
  const found = getSmartTipsPage().subcategories.find((s) => s.key === key);
  if (!found) throw new Error(`content/smart-tips.yaml does not describe "${key}"`);
  return found;
}

/** Articles in reading order for lists: alphabetical by title. */
export function sortTips<T extends Tip>(tips: readonly T[]): T[] {
  return [...tips].sort((a, b) => a.data.title.localeCompare(b.data.title, 'en'));
}

/** The four sections in page order, each with its articles. */
export function groupTips<T extends Tip>(tips: readonly T[]): { subcategory: TipSubcategory; tips: T[] }[] {
  return getSmartTipsPage().subcategories.map((subcategory) => ({
    subcategory,
    tips: sortTips(tips.filter((tip) => tip.data.subcategory === subcategory.key)),
  }));
}

/** The calculators an article names, in its order. */
export function relatedCalculators(tip: Tip): CalculatorEntry[] {
  return tip.data.related.flatMap((slug) => {
    const entry = lookupCalculator(slug);
    return entry ? [entry] : [];
  });
}

/** The articles that name a calculator (by its slug or an alias): the calculator page links back to them. */
export function tipsForCalculator<T extends Tip>(tips: readonly T[], calculatorSlug: string): T[] {
  return sortTips(
    tips.filter((tip) => tip.data.related.some((slug) => lookupCalculator(slug)?.slug === calculatorSlug)),
  );
}

/** The calculators of the Smart Tips category, e.g. the sleep-cycle bedtime planner. */
export function smartTipsCalculators(subcategory?: TipSubcategoryKey): CalculatorEntry[] {
  return calculatorEntries().filter(
    (entry) => entry.category === SMART_TIPS && (subcategory === undefined || entry.subcategory === subcategory),
  );
}

const isSubcategoryKey = (key: string): key is TipSubcategoryKey =>
  (TIP_SUBCATEGORIES as readonly string[]).includes(key);

/** A Smart Tips calculator's section, for its breadcrumb trail: e.g. Wellbeing → /smart-tips/wellbeing/. */
export function smartTipsSectionCrumb(entry: CalculatorEntry): { name: string; path: string } | undefined {
  if (entry.category !== SMART_TIPS || !isSubcategoryKey(entry.subcategory)) return undefined;
  return { name: getSubcategory(entry.subcategory).name, path: subcategoryPath(entry.subcategory) };
}

/**
 * Calculators to offer on a section's page: the section's own planners first, then those its
 * articles link to, most often named first.
 */
export function sectionCalculators(key: TipSubcategoryKey, tips: readonly Tip[], limit = 8): CalculatorEntry[] {
  const mentions = new Map<string, { entry: CalculatorEntry; count: number }>();
  for (const tip of tips) {
    for (const entry of relatedCalculators(tip)) {
      const seen = mentions.get(entry.slug);
      mentions.set(entry.slug, { entry, count: (seen?.count ?? 0) + 1 });
    }
  }
  const own = smartTipsCalculators(key);
  const named = [...mentions.values()]
    .filter(({ entry }) => !own.some((o) => o.slug === entry.slug))
    .sort((a, b) => b.count - a.count || a.entry.title.localeCompare(b.entry.title, 'en'))
    .map(({ entry }) => entry);
  return [...own, ...named].slice(0, limit);
}

/**
 * Words a reader reads: Markdown marks, list numbers, link targets and HTML tags are not counted;
 * "don't", "well-being" and "1,000" count once.
 */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/<[^>]+>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*\d+\.\s+/gm, ' ');
  return text.match(/[\p{L}\p{N}]+(?:['’\-.,][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

const TIPS_DIR = join(CONTENT_DIR, 'tips');

/**
 * Every article read straight from content/tips/ and checked like the build checks it; for unit
 * tests and scripts, where Astro's collections are not available.
 */
export function readTipFiles(): TipFile[] {
  if (!existsSync(TIPS_DIR)) return [];
  return readdirSync(TIPS_DIR)
    .filter((file) => file.endsWith('.md') && !file.startsWith('_'))
    .sort()
    .map((file) => {
      const { data, body } = readMarkdownContent(`tips/${file}`, tipWithCalculatorsSchema);
      return { id: file.slice(0, -3), data, body };
    });
}
