import { getCategory } from '../categories.ts';
import { calculatorEntries, type CalculatorEntry } from '../../calculators/catalogue.ts';
import { findTool } from '../hubs.ts';
import { normalizeText } from './normalize.ts';
import type { ToolDetails, ToolIndex } from './tool-index.ts';

/**
 * The short name a suggestion shows: the one the hub lists the tool by, else its title without the
 * subtitle ("BMI Calculator – Body Mass Index…" is "BMI Calculator"). The full title, longer and
 * needed only on the search page's cards, stays out of the index.
 */
function shortName(entry: CalculatorEntry): string {
  return findTool(entry.slug)?.item.name ?? entry.title.split(' – ')[0] ?? entry.title;
}

/** Phrases not yet `seen` (normalised), each once; `seen` learns them. */
function newPhrases(candidates: readonly string[], seen: Set<string>): string[] {
  return candidates.filter((keyword) => {
    const normalized = normalizeText(keyword);
    if (normalized === '' || seen.has(normalized)) return false;
    seen.add(normalized);
    return true;
  });
}

/** Every working calculator in the compact index; tools still to come are left out. */
export function toolIndex(): ToolIndex {
  const sections: ToolIndex['sections'] = [];
  const sectionNumbers = new Map<string, number>();
  const tools = calculatorEntries().map((entry): ToolIndex['tools'][number] => {
    const sectionKey = `${entry.category}/${entry.subcategory}`;
    let sectionNumber = sectionNumbers.get(sectionKey);
    if (sectionNumber === undefined) {
      sectionNumber = sections.length;
      sectionNumbers.set(sectionKey, sectionNumber);
      const sectionName = entry.section?.title ?? entry.subcategory.replace(/-/g, ' ');
      sections.push([entry.category, getCategory(entry.category).name, entry.subcategory, sectionName]);
    }
    const name = shortName(entry);
    const keywords = newPhrases(entry.words.keywords ?? [], new Set([normalizeText(name), normalizeText(entry.slug)]));
    return keywords.length > 0 ? [name, entry.slug, sectionNumber, keywords] : [name, entry.slug, sectionNumber];
  });
  return { sections, tools };
}

/**
 * Every working calculator's full title and description for the search page's cards, and its
 * aliases as phrases ("celsius-to-fahrenheit"), which the search page matches like keywords. They
 * travel here rather than in the index, which every tool's keywords already fill.
 */
export function toolDetails(): ToolDetails {
  return Object.fromEntries(
    calculatorEntries().map((entry) => {
      const seen = new Set([shortName(entry), entry.slug, ...(entry.words.keywords ?? [])].map(normalizeText));
      const aliases = newPhrases(
        entry.aliases.map((alias) => alias.replace(/-/g, ' ')),
        seen,
      );
      return [
        entry.slug,
        aliases.length > 0 ? [entry.title, entry.description, aliases] : [entry.title, entry.description],
      ];
    }),
  );
}
