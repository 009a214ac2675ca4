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
