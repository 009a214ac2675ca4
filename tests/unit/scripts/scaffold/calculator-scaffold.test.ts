import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { scaffoldCalculator } from '../../../../scripts/scaffold/calculator-scaffold.ts';
import { calculatorWordsSchemaFor } from '../../../../src/lib/content/schemas.ts';

let root: string;
const LOGIC = 'src/calculators/construction/concrete-slab-volume.ts';
const WORDS = 'content/calculators/construction/concrete-slab-volume.md';

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'scaffold-'));
  cpSync('content/hubs', join(root, 'content/hubs'), { recursive: true });
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const read = (path: string) => readFileSync(join(root, path), 'utf8');
const frontMatter = (path: string): unknown => parse(/^---\n([\s\S]*?)\n---/.exec(read(path))?.[1] ?? '');

describe('npm run new:calculator <category>/<slug>', () => {
  it('writes the logic and the words of a tool its hub lists', async () => {
    expect(await scaffoldCalculator(root, 'construction/concrete-slab-volume')).toEqual([LOGIC, WORDS]);
    const logic = read(LOGIC);
    expect(logic).toContain('export default defineCalculator({');
    expect(logic).toContain('section "Concrete, Masonry & Foundations"');
    const words = calculatorWordsSchemaFor('construction').parse(frontMatter(WORDS));
    expect(words.examples.map((example) => example.source.slice(0, 5))).toEqual(['TODO:', 'TODO:']);
    expect(words.title).toBe('Concrete Slab Calculator');
    expect(words.faq.every((item) => item.question.startsWith('TODO'))).toBe(true);
    expect(read(WORDS)).toContain('## How it works\n\nTODO');
  });

  it('gives a money tool the disclaimer its category requires', async () => {
    const hub = parse(read('content/hubs/financial.yaml')) as { sections: { items: { slug: string }[] }[] };
    const slug = hub.sections[0]!.items[0]!.slug;
    const [, wordsFile] = await scaffoldCalculator(root, `financial/${slug}`);
    expect(calculatorWordsSchemaFor('financial').parse(frontMatter(wordsFile!)).disclaimer).toMatch(/^TODO/);
  });

  it('refuses a slug no hub section lists', async () => {
    await expect(scaffoldCalculator(root, 'construction/no-such-tool')).rejects.toThrow(
      '"no-such-tool" is not listed in content/hubs/construction.yaml',
    );
    expect(existsSync(join(root, 'src'))).toBe(false);
  });

  it('refuses a category without a hub and a malformed name', async () => {
    await expect(scaffoldCalculator(root, 'nowhere/tool')).rejects.toThrow('There is no hub content/hubs/nowhere.yaml');
    await expect(scaffoldCalculator(root, 'concrete-slab-volume')).rejects.toThrow('<category>/<slug>');
  });

  it('never overwrites: an existing file stops it before it writes anything', async () => {
    mkdirSync(join(root, 'content/calculators/construction'), { recursive: true });
    writeFileSync(join(root, WORDS), 'kept');
    await expect(scaffoldCalculator(root, 'construction/concrete-slab-volume')).rejects.toThrow(
      `${WORDS} already exists; nothing was written`,
    );
    expect(read(WORDS)).toBe('kept');
    expect(existsSync(join(root, LOGIC))).toBe(false);
  });
});
