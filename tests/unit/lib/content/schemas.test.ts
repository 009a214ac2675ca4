import { describe, expect, it } from 'vitest';
import { calculatorWordsSchemaFor, DISCLAIMER_CATEGORIES } from '../../../../src/lib/content/schemas.ts';

const words = {
  title: 'Example Calculator',
  description: 'Works out an example figure from two numbers, for the tests of the words schema.',
  faq: [1, 2, 3].map((n) => ({ question: `Question number ${n}?`, answer: 'An answer long enough to pass.' })),
  sources: [{ title: 'A source', url: 'https://example.org/' }],
  examples: [1, 2].map((value) => ({
    inputs: { value },
    expect: { result: { value: value * 2.54, unit: 'cm' } },
    digits: 3,
    source: 'A published table of the figure',
  })),
};

describe('calculator words', () => {
  it.each([...DISCLAIMER_CATEGORIES])('need a disclaimer in the %s category', (category) => {
    const result = calculatorWordsSchemaFor(category).safeParse(words);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['disclaimer'], message: expect.stringContaining(category) as unknown }),
    ]);
    const withDisclaimer = { ...words, disclaimer: 'A plain caution: see a professional.' };
    expect(calculatorWordsSchemaFor(category).safeParse(withDisclaimer).success).toBe(true);
  });

  it('need no disclaimer elsewhere', () => {
    expect(calculatorWordsSchemaFor('math').safeParse(words).success).toBe(true);
  });

  it('need at least two worked examples, each with figures to expect', () => {
    const schema = calculatorWordsSchemaFor('math');
    expect(schema.safeParse({ ...words, examples: words.examples.slice(0, 1) }).error?.issues[0]?.message).toBe(
      'at least 2 worked examples',
    );
    const noFigures = {
      ...words,
      examples: [...words.examples, { inputs: {}, expect: {}, source: 'Nothing expected here' }],
    };
    expect(schema.safeParse(noFigures).error?.issues[0]?.path).toEqual(['examples', 2, 'expect']);
  });

  it('are needed in electrical, health, pets and money', () => {
    expect([...DISCLAIMER_CATEGORIES].sort()).toEqual(['electrical', 'financial', 'health', 'pets']);
  });
});
