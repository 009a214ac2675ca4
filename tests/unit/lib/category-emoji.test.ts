import { describe, expect, it } from 'vitest';
import { emojiKey, FALLBACK_EMOJI, makeEmojiLookup } from '../../../src/lib/category-emoji.ts';
import { getCategories } from '../../../src/lib/categories.ts';

describe('emojiKey', () => {
  it('lower-cases and removes spaces, hyphens and underscores', () => {
    expect(emojiKey('Smart Tips')).toBe('smarttips');
    expect(emojiKey('smart-tips')).toBe('smarttips');
    expect(emojiKey('Daily_Quotes')).toBe('dailyquotes');
    expect(emojiKey('  Every - Day  ')).toBe('everyday');
  });
});

describe('makeEmojiLookup', () => {
  const lookup = makeEmojiLookup(getCategories());

  it('finds a category by its display name or key in any spelling', () => {
    expect(lookup('Smart Tips')).toBe('💡');
    expect(lookup('smart-tips')).toBe('💡');
    expect(lookup('SMART_TIPS')).toBe('💡');
    expect(lookup('Daily Quotes')).toBe('💬');
    expect(lookup('financial')).toBe('💰');
  });

  it('falls back to the calculator emoji for an unknown name', () => {
    expect(lookup('Astrology')).toBe(FALLBACK_EMOJI);
    expect(lookup('')).toBe('🧮');
  });
});
