import type { CalculatorEntry } from '../calculators/catalogue.ts';
import type { CalculatorWords } from './content/schemas.ts';
import { breadcrumbJsonLd, type Crumb } from './breadcrumbs.ts';
import { prepareCalculator, type PreparedCalculator } from './calculator-page.ts';
import { getCategory } from './categories.ts';
import { getSiteSettings } from './site.ts';
import { relatedTools, type RelatedTool } from './related-tools.ts';
import { smartTipsSectionCrumb, tipPath, tipsForCalculator, type Tip } from './tips/tips.ts';

/** Everything a calculator page shows, worked out at build time; the .astro files only render it. */
export interface CalculatorPageModel {
  entry: CalculatorEntry;
  prepared: PreparedCalculator;
  trail: Crumb[];
  jsonLd: Record<string, unknown>[];
  /** The category and section the header search offers to search within. */
  searchCategory: string;
  searchCrumb: string;
  related: RelatedTool[];
  tips: { title: string; href: string }[];
  embedPath: string;
  /** The default result in one sentence, for social cards and the share box (calculators that write one). */
  shareLine: string | undefined;
}

function faqJsonLd(faq: CalculatorWords['faq']): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** The trail Home › category › section › calculator (a Smart Tips planner's section is a tips section). */
function breadcrumbTrail(entry: CalculatorEntry): Crumb[] {
  const category = getCategory(entry.category);
  const sectionCrumb = entry.section
    ? { name: entry.section.title, path: `${category.path}#${entry.section.key}` }
    : smartTipsSectionCrumb(entry);
  return [
    { name: 'Home', path: '/' },
    { name: category.name, path: category.path },
    ...(sectionCrumb ? [sectionCrumb] : []),
    { name: entry.name, path: entry.path },
  ];
}

/**
 * The model of a calculator's page.
 * @param site the site's address, for absolute URLs in structured data
 * @param tips every Smart Tips article; those naming the calculator are linked from its page
 */
export async function calculatorPageModel(
  entry: CalculatorEntry,
  { site, tips }: { site: string; tips: readonly Tip[] },
): Promise<CalculatorPageModel> {
  const category = getCategory(entry.category);
  const trail = breadcrumbTrail(entry);
  const prepared = await prepareCalculator(entry);
  return {
    entry,
    prepared,
    trail,
    jsonLd: [breadcrumbJsonLd(site, trail), faqJsonLd(entry.words.faq)],
    searchCategory: category.name,
    searchCrumb: entry.section ? `${category.name} › ${entry.section.title}` : category.name,
    related: relatedTools(entry),
    tips: tipsForCalculator(tips, entry.slug).map((tip) => ({ title: tip.data.title, href: tipPath(tip.id) })),
    embedPath: `/embed${entry.path}`,
    shareLine: prepared.prerendered.status === 'ok' ? prepared.prerendered.shareLine : undefined,
  };
}

/** The model of the calculator alone, as other sites embed it: its island and a link to its page. */
export async function embedPageModel(entry: CalculatorEntry, site: string | undefined) {
  return {
    entry,
    prepared: await prepareCalculator(entry),
    siteName: getSiteSettings().name,
    canonical: new URL(entry.path, site ?? 'http://localhost/').href,
  };
}
