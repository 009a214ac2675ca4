import { describe, expect, it } from 'vitest';
import { articleFor, ordinal } from '../../../../src/engine/format/english.ts';

describe('English for figures', () => {
  it.each([
    [1, 'a'],
    [8, 'an'],
    [11, 'an'],
    [18, 'an'],
    [19, 'a'],
    [80, 'an'],
    [88, 'an'],
    [110, 'a'],
    [800, 'an'],
    [1800, 'a'],
    [8000, 'an'],
    [11_000, 'an'],
    [18_500, 'an'],
    [110_000, 'a'],
  ] as const)('case %#: %d takes "%s", by how it is read aloud', (value, article) => {
    expect(articleFor(value)).toBe(article);
  });

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [101, '101st'],
    [111, '111th'],
  ] as const)('case %#: %d is written %s', (value, text) => {
    expect(ordinal(value)).toBe(text);
  });
});
