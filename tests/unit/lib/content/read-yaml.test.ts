import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { readYamlContent } from '../../../../src/lib/content/read-yaml.ts';
import { categoriesSchema } from '../../../../src/lib/content/schemas.ts';

describe('readYamlContent', () => {
  it('returns the validated data', () => {
    expect(readYamlContent('categories.yaml', categoriesSchema)).toHaveLength(18);
  });

  it('names the file and the offending field when the content breaks the schema', () => {
    const tooStrict = z.array(z.strictObject({ key: z.string().max(3) }));
    expect(() => readYamlContent('categories.yaml', tooStrict)).toThrow(/content\/categories\.yaml is not valid/);
    expect(() => readYamlContent('categories.yaml', tooStrict)).toThrow(/0\.key: /);
  });

  it('rejects unknown keys in a category (strict schema)', () => {
    const result = categoriesSchema.safeParse([
      { key: 'a', path: '/a/', name: 'Aa', icon: 'a', emoji: '🙂', description: 'A valid description.', colour: 'x' },
    ]);
    expect(result.success).toBe(false);
  });
});
