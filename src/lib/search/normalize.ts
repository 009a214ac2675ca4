/**
 * Search text as the matcher compares it: lower case, accents removed ("Café" and "cafe" meet),
 * and every run of punctuation a single space, so "loan-payment", "Loan Payment" and
 * "loan, payment" read alike.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, ' ')
    .trim();
}

/** The words of normalised text. */
export function wordsOf(normalized: string): string[] {
  return normalized === '' ? [] : normalized.split(' ');
}
