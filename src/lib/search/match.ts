/** One tool in the prebuilt search list (short keys keep the file small). */
export interface ToolRecord {
  /** title */
  t: string;
  /** slug */
  s: string;
  /** category key and display name */
  c: string;
  cn: string;
  /** subcategory key and display name */
  sc: string;
  sn: string;
  /** description */
  d: string;
  /** canonical URL path */
  u: string;
  /** aliases */
  a: string[];
}

/**
 * The tools whose title, slug, category, subcategory or display names contain the trimmed query,
 * ignoring case, sorted by title.
 */
export function matchTools(tools: readonly ToolRecord[], query: string): ToolRecord[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  return tools
    .filter((tool) =>
      [tool.t, tool.s, tool.c, tool.cn, tool.sc, tool.sn, ...tool.a].some((field) =>
        field.toLowerCase().includes(needle),
      ),
    )
    .sort((a, b) => a.t.localeCompare(b.t, 'en'));
}

/** The result line, word for word as the specification gives it. */
export function resultCountText(count: number, query: string): string {
  return count === 0 ? `No results for "${query}". Try different keywords.` : `${count} result(s) for "${query}"`;
}

export const EMPTY_QUERY_TEXT = 'Type a query to search across all tools.';

/**
 * Whether a full-text hit really matches the query. Pagefind also reports pages where only a
 * short piece of a long query matched (a "z" in a formula for "zzqq…"); a hit counts when a
 * marked word starts with a query word, or is most of it (a plural or a stem).
 */
export function isRelevantHit(query: string, excerptHtml: string): boolean {
  const terms = query
    .toLowerCase()
    .split(/[^\p{Letter}\p{Number}]+/u)
    .filter((term) => term.length >= 2);
  const marked = [...excerptHtml.matchAll(/<mark>([^<]*)<\/mark>/g)].map((m) => (m[1] ?? '').toLowerCase());
  // A hit on the title alone has nothing marked in its excerpt; there is nothing to judge by.
  if (marked.length === 0) return true;
  return marked.some((word) =>
    terms.some(
      (term) =>
        word.startsWith(term) || (term.startsWith(word) && word.length >= 4 && word.length / term.length >= 0.6),
    ),
  );
}
