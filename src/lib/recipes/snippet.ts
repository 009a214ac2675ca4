/**
 * The start of an overview for a list: the first sentence when it is short enough, otherwise
 * the words that fit, ending in "…". Never cuts inside a word.
 */
export function snippet(text: string, maxLength = 160): string {
  const firstSentence = /^.+?[.!?](?=\s|$)/s.exec(text)?.[0];
  if (firstSentence !== undefined && firstSentence.length <= maxLength) return firstSentence;
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:–—-]+$/u, '')}…`;
}
