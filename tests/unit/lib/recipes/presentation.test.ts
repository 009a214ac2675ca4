import { describe, expect, it } from 'vitest';
import { formatMinutes, isoDuration } from '../../../../src/lib/recipes/durations.ts';
import { countryName, flagSvg } from '../../../../src/lib/recipes/flags.ts';
import { cuisinePath, flagPath, recipePath } from '../../../../src/lib/recipes/paths.ts';
import { snippet } from '../../../../src/lib/recipes/snippet.ts';

describe('durations', () => {
  it.each([
    [0, 'PT0M', 'none'],
    [45, 'PT45M', '45 min'],
    [60, 'PT1H', '1 hr'],
    [70, 'PT1H10M', '1 hr 10 min'],
    [1655, 'PT27H35M', '27 hr 35 min'],
  ])('%i minutes is %s, shown as "%s"', (minutes, iso, text) => {
    expect(isoDuration(minutes)).toBe(iso);
    expect(formatMinutes(minutes)).toBe(text);
  });
});

describe('paths', () => {
  it('puts a cuisine dish under its cuisine and any other dish under /recipes/', () => {
    expect(recipePath({ slug: 'minestrone', cuisine: 'italian' })).toBe('/recipes/italian/minestrone/');
    expect(recipePath({ slug: 'overnight-oats' })).toBe('/recipes/overnight-oats/');
    expect(cuisinePath('middle-eastern')).toBe('/recipes/middle-eastern/');
    expect(flagPath('LB')).toBe('/flags/lb.svg');
  });
});

describe('flags', () => {
  it('returns the SVG of a country and its English name for the alt text', () => {
    expect(flagSvg('IT')).toMatch(/^<svg[^>]*viewBox/);
    expect(flagSvg('it')).toBe(flagSvg('IT'));
    expect(countryName('LB')).toBe('Lebanon');
  });

  it('fails clearly for a code without a flag', () => {
    expect(() => flagSvg('QQ')).toThrow('No flag for country code "QQ"');
  });
});

describe('snippet', () => {
  it('keeps a short first sentence', () => {
    expect(snippet('Short one. Then a long second sentence follows here.', 40)).toBe('Short one.');
  });

  it('cuts a long text at a word and marks the cut', () => {
    const text = 'A very long first sentence that keeps going, well past the limit we give it';
    const result = snippet(text, 30);
    expect(result).toBe('A very long first sentence…');
    expect(result.length).toBeLessThanOrEqual(30);
  });

  it('returns a short text as it is', () => {
    expect(snippet('No full stop here', 40)).toBe('No full stop here');
  });
});
