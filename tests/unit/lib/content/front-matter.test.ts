import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { readMarkdownContent } from '../../../../src/lib/content/front-matter.ts';
import { calculatorWordsSchemaFor } from '../../../../src/lib/content/schemas.ts';

const FILE = 'calculators/math/fraction-calculator.md';

describe('readMarkdownContent', () => {
  it('returns the checked front matter and the Markdown body after it', () => {
    const { data, body } = readMarkdownContent(FILE, calculatorWordsSchemaFor('math'));
    expect(data.title).toMatch(/Fraction/);
    expect(body.startsWith('\n## How to use it')).toBe(true);
  });

  it('names the file and the offending field when the front matter breaks the schema', () => {
    const tooStrict = z.strictObject({ title: z.string().max(3) });
    expect(() => readMarkdownContent(FILE, tooStrict)).toThrow(
      /content\/calculators\/math\/fraction-calculator\.md is not valid:\n {2}- title: /,
    );
  });
});
