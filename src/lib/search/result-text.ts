/** The search page's status line for a query with `count` results. */
export function resultCountText(count: number, query: string): string {
  if (count === 0) return `No results for "${query}". Try different keywords.`;
  return `${count} ${count === 1 ? 'result' : 'results'} for "${query}"`;
}

export const EMPTY_QUERY_TEXT = 'Type a query to search across all tools.';
