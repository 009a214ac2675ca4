/**
 * The site's slug rule: lower-cased, accents and punctuation removed, spaces turned to hyphens.
 * "Pão de Queijo" → "pao-de-queijo"; "Shepherd's Pie" → "shepherds-pie".
 */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}\s-]/gu, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}
