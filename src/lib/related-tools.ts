import { calculatorEntries, lookupCalculator, type CalculatorEntry } from '../calculators/catalogue.ts';
import { findTool } from './hubs.ts';

export interface RelatedTool {
  name: string;
  href: string | undefined;
}

/**
 * Tools to suggest under a calculator: the ones its words name first, then the others of its
 * hub section. Those with a calculator link to it; the rest are shown as coming soon.
 */
export function relatedTools(entry: CalculatorEntry, limit = 8): RelatedTool[] {
  const seen = new Set([entry.slug, ...entry.aliases]);
  const tools: RelatedTool[] = [];
  const add = (slug: string, name: string) => {
    if (seen.has(slug) || tools.length >= limit) return;
    seen.add(slug);
    const target = lookupCalculator(slug);
    if (target) seen.add(target.slug);
    tools.push({ name: target?.title ?? name, href: target?.path });
  };
  for (const slug of entry.words.related ?? []) {
    const listed = findTool(slug);
    add(slug, listed?.item.name ?? slug);
  }
  for (const item of findTool(entry.slug)?.section.items ?? []) add(item.slug, item.name);
  for (const other of calculatorEntries()) {
    if (other.category === entry.category) add(other.slug, other.title);
  }
  // Working tools first, so the links a visitor can use lead the list.
  return [...tools.filter((t) => t.href), ...tools.filter((t) => !t.href)];
}
