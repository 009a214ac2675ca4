/** Small pieces of English grammar that figures in sentences need. */

/** 1 → "1st", 2 → "2nd", 11 → "11th", 23 → "23rd". */
export function ordinal(value: number): string {
  const lastTwo = Math.abs(value) % 100;
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][Math.abs(value) % 10] ?? 'th');
  return `${String(value)}${suffix}`;
}

/**
 * "a" or "an" before a whole number, by how it is read aloud: an 8, an 11, an 18, an 80, an 800,
 * an 11,000, but a 1, a 110, a 1,800. Only the number's first group of three digits is spoken first.
 */
export function articleFor(value: number): 'a' | 'an' {
  const digits = String(Math.trunc(Math.abs(value)));
  const firstGroup = digits.slice(0, digits.length % 3 || 3);
  return firstGroup.startsWith('8') || firstGroup === '11' || firstGroup === '18' ? 'an' : 'a';
}
