import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Size limits, in gzip bytes, that keep pages fast on a slow phone. */
export const BUDGETS = {
  /** Any page's HTML. */
  html: 30 * 1024,
  /** One calculator's own logic chunk. */
  calculatorChunk: 10 * 1024,
  /**
   * Everything a calculator page runs, React included (68 KB of it): the target, 100 KB. What
   * keeps pages under it: the island holds only what every form uses (the common input kinds);
   * the other kinds, the feet-and-inches boxes and each group of unit families are loaded before
   * the island starts, only by pages whose form has them (src/engine/kinds/loaders/,
   * src/engine/units/loaders/); tables, charts and the CSV writer load with the pages that show
   * them; the share box and the suggestion form are plain scripts, not islands; and each
   * calculator's chunk holds its own copy of the shared helpers it calls (src/build/calculator-copies.mjs),
   * so a page loads no other page's functions. Most pages weigh 90 to 97 KB; the heaviest
   * (charts, tables, exact decimals, fractions, astronomy) up to 99.5 KB.
   */
  calculatorPageJs: 100 * 1024,
  /**
   * What any page needs before the visitor first touches it: its HTML (styles are inline), the
   * scripts it runs on load and islands that hydrate on load. Calculator islands wait for a touch
   * or an idle moment, so a calculator page's first screen costs about as much as a static page.
   */
  beforeInteraction: 45 * 1024,
} as const;

export interface BudgetProblem {
  what: string;
  bytes: number;
  limit: number;
}

/** Island parts loaded on demand, by the class their pre-rendered markup carries. */
const PARTS_ON_DEMAND = [
  ['class="calc-table"', 'ResultTable'],
  ['class="calc-chart"', 'Chart'],
] as const;

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** A module and every module it imports statically, as files under dist/_astro. */
function staticGraph(dist: string, entry: string, seen = new Set<string>()): Set<string> {
  const file = join(dist, entry.replace(/^\//, ''));
  if (seen.has(file) || !existsSync(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const match of code.matchAll(/(?:import|from)\s*["'](\.\/[^"']+\.js)["']/g)) {
    staticGraph(dist, `/_astro/${(match[1] ?? '').slice(2)}`, seen);
  }
  return seen;
}

/**
 * The scripts a page loads: script src (or started after the first paint), island components and renderers, and the modules an
 * island's directive loads as it starts (`before`, such as unit groups); only islands that
 * hydrate on load with `onLoadOnly`.
 */
function pageScripts(html: string, onLoadOnly = false): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(match[1] ?? '');
  // Module scripts started after the first paint (src/build/scripts-after-paint.mjs).
  for (const [script] of html.matchAll(/<script data-after-paint>[^<]*<\/script>/g)) {
    for (const match of script.matchAll(/"(\/_astro\/[^"]+\.js)"/g)) urls.add(match[1] ?? '');
  }
  for (const [island] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    if (onLoadOnly && !island.includes('client="load"')) continue;
    for (const match of island.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)) urls.add(match[1] ?? '');
    const options = /\bopts="([^"]*)"/.exec(island)?.[1]?.replaceAll('&quot;', '"');
    const before = options ? (JSON.parse(options) as { value?: { before?: unknown } }).value?.before : undefined;
    if (Array.isArray(before)) for (const url of before) if (typeof url === 'string') urls.add(url);
  }
  return [...urls].filter((url) => url.startsWith('/_astro/'));
}

/** Gzip bytes a page costs before the first interaction: HTML, on-load scripts and their imports. */
function bytesBeforeInteraction(dist: string, html: string): number {
  const files = new Set<string>();
  for (const url of pageScripts(html, true)) for (const file of staticGraph(dist, url)) files.add(file);
  return gzipSync(html, { level: 9 }).length + [...files].reduce((sum, file) => sum + gzipSize(file), 0);
}

/** Scripts written into the page itself (theme, menu, hydration), JSON-LD data excluded. */
function inlineScriptBytes(html: string): number {
  const code = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .join('\n');
  return code === '' ? 0 : gzipSync(code, { level: 9 }).length;
}

/**
 * Checks every page's HTML, every calculator's own chunk, and the total JavaScript of each
 * calculator page (its static module graph plus its calculator chunk).
 */
export function checkBudgets(
  dist: string,
  pages: ReadonlyMap<string, string>,
  calculators: readonly { slug: string; path: string }[],
) {
  const problems: BudgetProblem[] = [];
  const chunks = readdirSync(join(dist, '_astro'));
  const report: { page: string; html: number; firstLoad: number; js?: number }[] = [];

  for (const [page, html] of pages) {
    const htmlBytes = gzipSync(html, { level: 9 }).length;
    if (htmlBytes > BUDGETS.html) problems.push({ what: `HTML of ${page}`, bytes: htmlBytes, limit: BUDGETS.html });
    const firstLoad = bytesBeforeInteraction(dist, html);
    if (firstLoad > BUDGETS.beforeInteraction)
      problems.push({
        what: `bytes before interaction of ${page}`,
        bytes: firstLoad,
        limit: BUDGETS.beforeInteraction,
      });
    report.push({ page, html: htmlBytes, firstLoad });
  }

  for (const { slug, path } of calculators) {
    // `<slug>.<hash>.js`; a companion view is `<slug>.view.<hash>.js` and is added below.
    const chunk = chunks.find(
      (name) => name.startsWith(`${slug}.`) && /^[\w-]+\.js$/.test(name.slice(slug.length + 1)),
    );
    const viewChunk = chunks.find((name) => name.startsWith(`${slug}.view.`) && name.endsWith('.js'));
    if (!chunk) {
      problems.push({ what: `chunk of ${slug} (not found)`, bytes: 0, limit: BUDGETS.calculatorChunk });
      continue;
    }
    const chunkGraph = staticGraph(dist, `/_astro/${chunk}`);
    const ownBytes = gzipSize(join(dist, '_astro', chunk));
    if (ownBytes > BUDGETS.calculatorChunk) {
      problems.push({ what: `chunk of ${slug}`, bytes: ownBytes, limit: BUDGETS.calculatorChunk });
    }
    // The canonical page itself, not one of the short redirect pages that point to it.
    const page = `${path.slice(1)}index.html`;
    if (!pages.has(page)) {
      problems.push({ what: `page of ${slug} (not built)`, bytes: 0, limit: BUDGETS.calculatorPageJs });
      continue;
    }
    const files = new Set(chunkGraph);
    if (viewChunk) for (const file of staticGraph(dist, `/_astro/${viewChunk}`)) files.add(file);
    const html = pages.get(page) ?? '';
    for (const url of pageScripts(html)) for (const file of staticGraph(dist, url)) files.add(file);
    // Table and chart code is loaded on demand, but a page that shows one always loads it.
    for (const [marker, part] of PARTS_ON_DEMAND) {
      const partChunk = chunks.find((name) => name.startsWith(`${part}.`) && name.endsWith('.js'));
      if (html.includes(marker) && partChunk)
        for (const file of staticGraph(dist, `/_astro/${partChunk}`)) files.add(file);
    }
    const total = [...files].reduce((sum, file) => sum + gzipSize(file), 0) + inlineScriptBytes(html);
    const entry = report.find((r) => r.page === page);
    if (entry) entry.js = total;
    if (total > BUDGETS.calculatorPageJs)
      problems.push({ what: `JavaScript of ${page}`, bytes: total, limit: BUDGETS.calculatorPageJs });
  }
  return { problems, report };
}
