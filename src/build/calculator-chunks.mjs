// @ts-check
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Where the browser build records each calculator's chunk, for the page generation that
 * follows it (Astro generates pages after the client build).
 */
export const chunksFile = (/** @type {string} */ root) => join(root, '.astro', 'calculator-chunks.json');

/**
 * Calculator logic files, src/calculators/<category>/<slug>.ts (shared code and `_` files
 * aside), and companion views, <slug>.view.tsx beside them.
 */
export function calculatorFiles(/** @type {string} */ root) {
  const base = join(root, 'src', 'calculators');
  const testFixtures = buildsTestPages()
    ? [{ slug: 'input-kinds', view: false, file: join(root, 'tests', 'fixtures', 'input-kinds.ts') }]
    : [];
  return readdirSync(base, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
    .flatMap((dir) =>
      readdirSync(join(base, dir.name))
        .filter((name) => !name.startsWith('_') && (name.endsWith('.view.tsx') || name.endsWith('.ts')))
        .map((name) => {
          const view = name.endsWith('.view.tsx');
          const slug = name.slice(0, view ? -'.view.tsx'.length : -'.ts'.length);
          return { slug, view, file: join(base, dir.name, name) };
        }),
    )
    .concat(testFixtures);
}

/**
 * Whether this build also makes the test-only pages (the calculator of every input kind under
 * /test/): `npm test` builds with BUILD_TEST_PAGES=1; the published build never does.
 */
export const buildsTestPages = () => process.env['BUILD_TEST_PAGES'] === '1';

/**
 * Makes every calculator (and companion view) its own entry chunk of the browser build and
 * writes slug → chunk URL (with the chunks it imports, for modulepreload) to chunksFile(root). The page then hands the
 * island its calculator's URL, so no page ships a map of every calculator: that map grew with
 * each calculator added (about 40 bytes gzip each) on every calculator page.
 * @returns {import('vite').Plugin}
 */
export function calculatorChunks() {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'calculator-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    buildStart() {
      for (const { slug, view, file } of calculatorFiles(root)) {
        this.emitFile({ type: 'chunk', id: file, name: view ? `${slug}.view` : slug, preserveSignature: 'strict' });
      }
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** @type {(fileName: string, seen?: Set<string>) => Set<string>} */
      const staticImports = (fileName, seen = new Set()) => {
        for (const imported of byFile.get(fileName)?.imports ?? []) {
          if (!seen.has(imported)) {
            seen.add(imported);
            staticImports(imported, seen);
          }
        }
        return seen;
      };
      const files = new Map(calculatorFiles(root).map((entry) => [entry.file, entry]));
      /** @typedef {{ file: string; preload: string[] }} Chunk */
      /** @type {Record<string, Chunk & { view?: Chunk }>} */
      const manifest = {};
      /** @type {Map<string, Chunk>} */
      const views = new Map();
      for (const chunk of chunks) {
        const entry = chunk.facadeModuleId ? files.get(chunk.facadeModuleId) : undefined;
        if (!entry || !chunk.isEntry) continue;
        const record = {
          file: `${base}${chunk.fileName}`,
          preload: [...staticImports(chunk.fileName)].map((name) => `${base}${name}`),
        };
        if (entry.view) views.set(entry.slug, record);
        else manifest[entry.slug] = record;
      }
      for (const [slug, view] of views) {
        const calculator = manifest[slug];
        if (calculator) calculator.view = view;
      }
      mkdirSync(dirname(chunksFile(root)), { recursive: true });
      writeFileSync(chunksFile(root), JSON.stringify(manifest, null, 1));
    },
  };
}
