import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { CONTENT_DIR } from './content/read-yaml.ts';
import { calculatorWordsSchema, type CalculatorWords } from './content/schemas.ts';
import { findTool, toolPath } from './hubs.ts';

/**
 * The registry's build-time side: every calculator with both its logic
 * (src/calculators/<category>/<slug>.ts) and its words (content/calculators/<category>/<slug>.md).
 * The browser side loads the logic lazily through src/calculators/registry.ts.
 */
export interface CalculatorEntry {
  slug: string;
  category: string;
  subcategory: string;
  title: string;
  description: string;
  aliases: string[];
  /** Canonical path: /{category}/{subcategory}/{slug}/. */
  path: string;
  words: CalculatorWords;
  /** The words' Markdown body (how to use, how it works, formula). */
  body: string;
}

const LOGIC_DIR = join(process.cwd(), 'src', 'calculators');
const WORDS_DIR = join(CONTENT_DIR, 'calculators');

/** Folders under src/calculators that hold shared code, not calculators. */
const NOT_CATEGORIES = new Set(['shared']);

function readWords(category: string, slug: string): { words: CalculatorWords; body: string } {
  const file = join(WORDS_DIR, category, `${slug}.md`);
  if (!existsSync(file)) {
    throw new Error(
      `src/calculators/${category}/${slug}.ts has no words: write content/calculators/${category}/${slug}.md`,
    );
  }
  const text = readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`content/calculators/${category}/${slug}.md needs front matter between --- lines`);
  const result = calculatorWordsSchema.safeParse(parse(match[1] ?? ''));
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`content/calculators/${category}/${slug}.md is not valid:\n${problems}`);
  }
  return { words: result.data, body: match[2] ?? '' };
}

let cached: CalculatorEntry[] | undefined;

export function calculatorEntries(): CalculatorEntry[] {
  if (cached) return cached;
  const entries: CalculatorEntry[] = [];
  if (existsSync(LOGIC_DIR)) {
    for (const category of readdirSync(LOGIC_DIR, { withFileTypes: true })) {
      if (!category.isDirectory() || NOT_CATEGORIES.has(category.name)) continue;
      for (const file of readdirSync(join(LOGIC_DIR, category.name)).sort()) {
        if (!file.endsWith('.ts') || file.startsWith('_') || file.endsWith('.test.ts')) continue;
        const slug = file.slice(0, -3);
        const { words, body } = readWords(category.name, slug);
        const listed = findTool(slug);
        if (listed && listed.hub.key !== category.name) {
          throw new Error(`${slug} is listed in the ${listed.hub.key} hub but its logic is under ${category.name}/`);
        }
        const subcategory = words.subcategory ?? listed?.section.key;
        if (!subcategory) {
          throw new Error(`content/calculators/${category.name}/${slug}.md: no hub lists it, so set "subcategory"`);
        }
        entries.push({
          slug,
          category: category.name,
          subcategory,
          title: words.title,
          description: words.description,
          aliases: words.aliases ?? [],
          path: toolPath(category.name, subcategory, slug),
          words,
          body,
        });
      }
    }
  }
  cached = entries;
  return entries;
}

/** Registry lookup: the slug trimmed and lower-cased; aliases match too. */
export function lookupCalculator(slug: string): CalculatorEntry | undefined {
  const wanted = slug.trim().toLowerCase();
  return calculatorEntries().find((entry) => entry.slug === wanted || entry.aliases.includes(wanted));
}

/** Where a hub item links: its calculator's canonical page, or nothing while it has none. */
export function toolHref(slug: string): string | undefined {
  return lookupCalculator(slug)?.path;
}
