/**
 * How many typing mistakes a query word may carry and still match: none in short words, where one
 * changed letter makes another real word ("bat", "bet"), one in words of 4–7 letters and two in
 * longer ones.
 */
export function typoAllowance(word: string): number {
  if (word.length < 4) return 0;
  return word.length <= 7 ? 1 : 2;
}

/**
 * Whether `typed` is within `limit` edits of `word` (or, with `asPrefix`, of some beginning of
 * `word`, for a word still being typed). An edit inserts, deletes or changes one letter, or swaps
 * two neighbours, the slip people make most ("mortgage" typed "mrotgage"). Rows whose best cell
 * already exceeds the limit stop the work early.
 */
export function withinEdits(typed: string, word: string, limit: number, asPrefix: boolean): boolean {
  if (word.length < typed.length - limit || (!asPrefix && word.length > typed.length + limit)) return false;
  let before: number[] = [];
  let previous = Array.from({ length: word.length + 1 }, (_, j) => j);
  for (let i = 1; i <= typed.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= word.length; j += 1) {
      const change = typed[i - 1] === word[j - 1] ? 0 : 1;
      let cost = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + change);
      if (i > 1 && j > 1 && typed[i - 1] === word[j - 2] && typed[i - 2] === word[j - 1]) {
        cost = Math.min(cost, (before[j - 2] ?? 0) + 1);
      }
      current.push(cost);
      best = Math.min(best, cost);
    }
    if (best > limit) return false;
    before = previous;
    previous = current;
  }
  const distance = asPrefix ? Math.min(...previous) : (previous[word.length] ?? Infinity);
  return distance <= limit;
}
