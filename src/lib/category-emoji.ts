/** Shown for any name the table does not know. */
export const FALLBACK_EMOJI = '🧮';

/** The lookup key: lower-cased, with spaces, hyphens and underscores removed ("Smart Tips" → "smarttips"). */
export function emojiKey(name: string): string {
  return name.toLowerCase().replace(/[\s_-]+/g, '');
}

/** Builds a lookup that finds an emoji by any spelling of a category name or key. */
export function makeEmojiLookup(entries: ReadonlyArray<{ key: string; name: string; emoji: string }>) {
  const table = new Map<string, string>();
  for (const entry of entries) {
    table.set(emojiKey(entry.key), entry.emoji);
    table.set(emojiKey(entry.name), entry.emoji);
  }
  return (name: string): string => table.get(emojiKey(name)) ?? FALLBACK_EMOJI;
}
