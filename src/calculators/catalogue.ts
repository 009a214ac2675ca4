import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readMarkdownContent } from '../lib/content/front-matter.ts';
import { CONTENT_DIR } from '../lib/content/read-yaml.ts';
import { calculatorWordsSchemaFor, type CalculatorWords } from '../lib/content/schemas.ts';
import { findTool, toolPath, type HubSection } from '../lib/hubs.ts';
import { calculatorFiles } from './calculator-files.mjs';

/**
 * The build side's one list of calculators: every logic file that the rule in
 * calculator-files.mjs names a calculator, with its words (content/calculators/<category>/<slug>.md,
 * read and checked once here), the hub section that lists it and its companion view.
 * The browser loads the same files lazily through registry.ts.
 */
export interface CalculatorEntry {
  slug: string;
  category: string;
  /** The section key in the page address: the hub section listing it, or its words' subcategory. */
  subcategory: string;
  /** The hub section that lists the tool; none for a tool no hub lists. */
  section: HubSection | undefined;
  /** The search title, for `<title>`; `name` is the short one the page heading and trail show. */
  title: string;
  name: string;
  description: string;
  aliases: string[];
  /** Canonical path: /{category}/{subcategory}/{slug}/. */
  path: string;
  words: CalculatorWords;
  /** The words' Markdown body (how to use, how it works, formula). */
  body: string;
  /** Paths from the project root. */
  logicFile: string;
  wordsFile: string;
  viewFile: string | undefined;
}

function catalogueEntry(category: string, slug: string, hasView: boolean): CalculatorEntry {
  const logicFile = `src/calculators/${category}/${slug}.ts`;
  const wordsPath = `calculators/${category}/${slug}.md`;
  if (!existsSync(join(CONTENT_DIR, wordsPath))) {
    throw new Error(`${logicFile} has no words: write content/${wordsPath}`);
  }
  const { data: words, body } = readMarkdownContent(wordsPath, calculatorWordsSchemaFor(category));
  const listed = findTool(slug);
  if (listed && listed.hub.key !== category) {
    throw new Error(`${slug} is listed in the ${listed.hub.key} hub but its logic is under ${category}/`);
  }
  const subcategory = words.subcategory ?? listed?.section.key;
  if (!subcategory) throw new Error(`content/${wordsPath}: no hub lists it, so set "subcategory"`);
  return {
    slug,
    category,
    subcategory,
    section: listed?.section,
    title: words.title,
    name: listed?.item.name ?? shortName(words.title),
    description: words.description,
    aliases: words.aliases ?? [],
    path: toolPath(category, subcategory, slug),
    words,
    body,
    logicFile,
    wordsFile: `content/${wordsPath}`,
    viewFile: hasView ? `src/calculators/${category}/${slug}.view.tsx` : undefined,
  };
}

/** "Loan Payment Calculator – Monthly Payment & Interest" → "Loan Payment Calculator". */
const shortName = (title: string) => title.split(/\s[–—|-]\s/)[0] ?? title;

let cached: CalculatorEntry[] | undefined;

/** Every calculator, by category and slug. */
export function calculatorEntries(): CalculatorEntry[] {
  if (cached) return cached;
  const files = calculatorFiles(process.cwd());
  const views = new Set(files.filter((file) => file.view).map((file) => `${file.category}/${file.slug}`));
  cached = files
    .filter((file) => !file.view)
    .map((file) => catalogueEntry(file.category, file.slug, views.has(`${file.category}/${file.slug}`)));
  return cached;
}

/** Looks a calculator up by its slug, trimmed and lower-cased; aliases match too. */
export function lookupCalculator(slug: string): CalculatorEntry | undefined {
  const wanted = slug.trim().toLowerCase();
  return calculatorEntries().find((entry) => entry.slug === wanted || entry.aliases.includes(wanted));
}

/** Where a hub item links: its calculator's canonical page, or nothing while it has none. */
export function toolHref(slug: string): string | undefined {
  return lookupCalculator(slug)?.path;
}
