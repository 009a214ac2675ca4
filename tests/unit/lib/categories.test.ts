import { describe, expect, it } from 'vitest';
import { getCategories, getCategory } from '../../../src/lib/categories.ts';

const SPEC_KEYS = [
  'financial',
  'health',
  'cooking',
  'conversion',
  'math',
  'pets',
  'science',
  'time',
  'video',
  'recipes',
  'smart-tips',
  'daily-quotes',
  'everyday',
  'sports',
  'funny',
  'automotive',
  'construction',
  'electrical',
];

describe('content/categories.yaml', () => {
  it('holds the 18 categories of the specification, in its order', () => {
    expect(getCategories().map((c) => c.key)).toEqual(SPEC_KEYS);
  });

  it('gives each category its own path, a display name, an icon and an emoji', () => {
    for (const category of getCategories()) {
      expect(category.path).toBe(`/${category.key}/`);
      expect(category.name.length).toBeGreaterThan(1);
      expect(category.icon).toMatch(/^[a-z-]+$/);
      expect(category.emoji.length).toBeGreaterThan(0);
    }
  });

  it('refuses an unknown key', () => {
    expect(() => getCategory('astrology')).toThrow(/Unknown category "astrology"/);
  });
});
