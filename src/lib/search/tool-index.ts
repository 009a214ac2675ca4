/**
 * The tool index the browser downloads (/search-tools.json) and the tools it decodes into.
 * Every tool costs bytes on every page that searches, so the index holds only what suggestions
 * need: a short name, the slug, a section number into a shared table and the tool's keywords.
 * The search page also ranks by full titles and aliases, a second file; the descriptions its cards
 * show come last, one small file per hub, and only for the hubs of the tools it shows.
 */
export interface ToolIndex {
  /** [category key, category name, section key, section name], shared by the tools of a section. */
  sections: [string, string, string, string][];
  /** [name, slug, index into sections, keywords when it has any]. */
  tools: ([string, string, number] | [string, string, number, string[]])[];
}

/**
 * Full title and aliases of each tool, in the index's order (/search-tool-titles.json), which the
 * search page matches and its cards show: a title alone, or the title and the aliases. A title that
 * begins with the tool's name and " – " travels without the name.
 */
export type ToolTitles = (string | [title: string, aliases: string[]])[];

/** Descriptions by slug for one hub's tools (/search-tool-descriptions/{hub}.json), for the cards. */
export type ToolDescriptions = Record<string, string>;

const SUBTITLE = ' – ';

/** The title as the titles file carries it: "BMI Calculator – Body Mass Index" is " – Body Mass Index". */
export function encodeTitle(name: string, title: string): string {
  return title.startsWith(`${name}${SUBTITLE}`) ? title.slice(name.length) : title;
}

function decodeTitle(name: string, title: string): string {
  return title.startsWith(SUBTITLE) ? `${name}${title}` : title;
}

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
  /** Short names and phrasings people type for it, and its aliases once the titles are loaded. */
  keywords: string[];
  /** Only once the titles are loaded. */
  title?: string;
}

/**
 * The tools of the index, with their titles and aliases when given. Titles from another build than
 * the index (a different count) are left out rather than put on the wrong tools.
 */
export function decodeToolIndex(index: ToolIndex, titles: ToolTitles = []): ToolRecord[] {
  const titlesFit = titles.length === index.tools.length;
  return index.tools.flatMap(([name, slug, sectionNumber, keywords = []], position) => {
    const section = index.sections[sectionNumber];
    if (!section) return [];
    const [category, categoryName, sectionKey, sectionName] = section;
    const entry = titlesFit ? titles[position] : undefined;
    const [title, aliases = []] = typeof entry === 'string' ? [entry] : (entry ?? []);
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
        ...(title === undefined ? {} : { title: decodeTitle(name, title) }),
      },
    ];
  });
}
