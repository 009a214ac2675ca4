/*
 * Field values a calculator asks this browser to keep (`remember: true` on the input), stored
 * as one JSON object per calculator. Storage may be blocked or full; then nothing is kept and
 * the calculator works as usual.
 */

const storageKey = (slug: string) => `calc-fields:${slug}`;

/** The kept values of the given fields; anything stored that is not a string is ignored. */
export function readRememberedFields(slug: string, keys: readonly string[]): Record<string, string> {
  if (keys.length === 0) return {};
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(slug)) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    const entries = Object.entries(stored as Record<string, unknown>);
    return Object.fromEntries(
      entries.filter((entry): entry is [string, string] => keys.includes(entry[0]) && typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** Keeps the values of the given fields, replacing what was kept before. */
export function saveRememberedFields(slug: string, keys: readonly string[], values: Record<string, string>): void {
  if (keys.length === 0) return;
  try {
    const kept = Object.fromEntries(keys.flatMap((key) => (values[key] === undefined ? [] : [[key, values[key]]])));
    localStorage.setItem(storageKey(slug), JSON.stringify(kept));
  } catch {
    // Blocked or full storage: the choice still applies on this page.
  }
}
