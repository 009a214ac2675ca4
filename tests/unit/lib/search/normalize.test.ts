import { describe, expect, it } from 'vitest';
import { normalizeText, wordsOf } from '../../../../src/lib/search/normalize.ts';

describe('normalizeText', () => {
  it('lower-cases, drops accents and turns punctuation into single spaces', () => {
    expect(normalizeText('  Café au Lait ')).toBe('cafe au lait');
    expect(normalizeText('loan-payment')).toBe('loan payment');
    expect(normalizeText('L/100 km, km/L')).toBe('l 100 km km l');
  });

  it('leaves nothing of a query made only of punctuation', () => {
    expect(normalizeText(' -/- ')).toBe('');
    expect(wordsOf('')).toEqual([]);
    expect(wordsOf('kg to lb')).toEqual(['kg', 'to', 'lb']);
  });
});
