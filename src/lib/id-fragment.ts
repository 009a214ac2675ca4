/** Turns any text (a path, a place name) into a piece of an element id: a-z, 0-9 and single hyphens. */
export function idFragment(text: string): string {
  return text
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}
