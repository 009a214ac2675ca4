import { getCategory } from '../categories.ts';
import { calculatorEntries, type CalculatorEntry } from '../../calculators/catalogue.ts';
import { findTool } from '../hubs.ts';
import { normalizeText } from './normalize.ts';
import { encodeTitle, type ToolDescriptions, type ToolIndex, type ToolTitles } from './tool-index.ts';

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
 * Every working calculator's full title, for the search page's matching and cards, in the index's
 * order, and its aliases as phrases ("celsius-to-fahrenheit"), which the search page matches like keywords. They travel
 * here rather than in the index, which every tool's keywords already fill.
 */
export function toolTitles(): ToolTitles {
  return calculatorEntries().map((entry) => {
    const name = shortName(entry);
    const seen = new Set([name, entry.slug, ...(entry.words.keywords ?? [])].map(normalizeText));
    const aliases = newPhrases(
      entry.aliases.map((alias) => alias.replace(/-/g, ' ')),
      seen,
    );
    const title = encodeTitle(name, entry.title);
    return aliases.length > 0 ? [title, aliases] : title;
  });
}

/** The hubs that have working calculators, each with a descriptions file. */
export function toolCategories(): string[] {
  return [...new Set(calculatorEntries().map((entry) => entry.category))];
}

/** The descriptions of one hub's working calculators, which the search page's cards show. */
export function toolDescriptions(category: string): ToolDescriptions {
  return Object.fromEntries(
    calculatorEntries()
      .filter((entry) => entry.category === category)
      .map((entry) => [entry.slug, entry.description]),
  );
}
