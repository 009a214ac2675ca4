import { rankTools } from './rank.ts';
import { loadDescriptions, loadToolsWithTitles } from './load-tools.ts';

/** A result card: a tool match, or a page found by full-text search. */
export interface Card {
  url: string;
  title: string;
  crumb: string;
  description: string;
}

const cardsByQuery = new Map<string, Promise<Card[]>>();

/**
 * The tools matching a query, as result cards, once per query and page. The cards' descriptions
 * come from the files of the found tools' hubs alone. The search page's address query starts this
 * right after the first paint (src/scripts/search-prefetch.ts), while React is still downloading,
 * so the search island finds its first cards ready.
 */
export function toolCards(query: string): Promise<Card[]> {
  let cards = cardsByQuery.get(query);
  if (!cards) {
    cards = matchedCards(query);
    cardsByQuery.set(query, cards);
  }
  return cards;
}

async function matchedCards(query: string): Promise<Card[]> {
  const ranked = rankTools(await loadToolsWithTitles(), query);
  const descriptions = await loadDescriptions(ranked.map((tool) => tool.category));
  return ranked.map((tool) => ({
    url: tool.url,
    title: tool.title ?? tool.name,
    crumb: `${tool.categoryName} › ${tool.sectionName}`,
    description: descriptions[tool.slug] ?? '',
  }));
}
