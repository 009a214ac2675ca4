/**
 * The tool index the browser downloads (/search-tools.json) and the tools it decodes into.
 * Every tool costs bytes on every page that searches, so the index holds only what suggestions
 * need: a short name, the slug, a section number into a shared table and the tool's keywords.
 * The full titles and descriptions the search page shows on its cards are a second file.
 */
export interface ToolIndex {
  /** [category key, category name, section key, section name], shared by the tools of a section. */
  sections: [string, string, string, string][];
  /** [name, slug, index into sections, keywords when it has any]. */
  tools: ([string, string, number] | [string, string, number, string[]])[];
}

/**
 * Full title, description and aliases by slug (/search-tool-details.json), for the search page:
 * its cards show the first two and it matches all three.
 */
export type ToolDetails = Record<string, [title: string, description: string, aliases?: string[]]>;

/** One tool as search matches and shows it. */
export interface ToolRecord {
  name: string;
  slug: string;
  /** Canonical path, /{category}/{section}/{slug}/. */
  url: string;
  category: string;
  categoryName: string;
  section: string;
  sectionName: string;
  /** Short names and phrasings people type for it, and its aliases once the details are loaded. */
  keywords: string[];
  /** Only once the details are loaded. */
  title?: string;
  description?: string;
}

export function decodeToolIndex(index: ToolIndex, details: ToolDetails = {}): ToolRecord[] {
  return index.tools.flatMap(([name, slug, sectionNumber, keywords = []]) => {
    const section = index.sections[sectionNumber];
    if (!section) return [];
    const [category, categoryName, sectionKey, sectionName] = section;
    const [title, description, aliases = []] = details[slug] ?? [];
    return [
      {
        name,
        slug,
        url: `/${category}/${sectionKey}/${slug}/`,
        category,
        categoryName,
        section: sectionKey,
        sectionName,
        keywords: [...keywords, ...aliases],
        ...(title === undefined ? {} : { title }),
        ...(description === undefined ? {} : { description }),
      },
    ];
  });
}
