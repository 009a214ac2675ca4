// @ts-check
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { calculatorFiles } from '../calculators/calculator-files.mjs';
import { testCalculatorFiles } from './test-pages.mjs';

/** Every file built as a calculator chunk: the catalogue's, and the test pages' when they are built. */
const chunkFiles = (/** @type {string} */ root) => [...calculatorFiles(root), ...testCalculatorFiles(root)];

/** The unit family loaders by group (file name), each a chunk a page loads only when it shows one of its units. */
const unitGroupFiles = (/** @type {string} */ root) => {
  const folder = join(root, 'src', 'engine', 'units', 'loaders');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => ({ group: basename(name, '.ts'), file: join(folder, name) }));
};

/**
 * The loaders of input kinds and form parts (src/engine/kinds/loaders/), by file name: each an
 * entry chunk a page loads only when its form has that kind or part.
 */
export const kindLoaderFiles = (/** @type {string} */ root) => {
  const folder = join(root, 'src', 'engine', 'kinds', 'loaders');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => ({ kind: basename(name, '.ts'), file: join(folder, name) }));
};

/**
 * Where the browser build records each calculator's chunk, for the page generation that
 * follows it (Astro generates pages after the client build).
 */
export const chunksFile = (/** @type {string} */ root) => join(root, '.astro', 'calculator-chunks.json');

/**
 * Makes every calculator (and companion view) its own entry chunk of the browser build and
 * writes slug → chunk URL (with the chunks it imports, for modulepreload) to chunksFile(root). The page then hands the
 * island its calculator's URL, so no page ships a map of every calculator: that map grew with
 * each calculator added (about 40 bytes gzip each) on every calculator page. The chunk of each unit
 * family file (one per file: see island-chunks.mjs) is recorded by group too, and each kind or
 * form part loader by name, so a page can load only the units it shows and the kinds and parts
 * its form has.
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
      for (const { slug, view, file } of chunkFiles(root)) {
        this.emitFile({ type: 'chunk', id: file, name: view ? `${slug}.view` : slug, preserveSignature: 'strict' });
      }
      // Nothing imports a kind loader: a page's island evaluates those of its form as it starts.
      for (const { kind, file } of kindLoaderFiles(root)) {
        this.emitFile({ type: 'chunk', id: file, name: `kind-${kind}`, preserveSignature: 'strict' });
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
      const files = new Map(chunkFiles(root).map((entry) => [entry.file, entry]));
      /** @typedef {{ file: string; preload: string[] }} Chunk */
      /** @type {Record<string, Chunk & { view?: Chunk }>} */
      const calculators = {};
      const groups = new Map(unitGroupFiles(root).map(({ group, file }) => [file, group]));
      /** @type {Record<string, Chunk>} */
      const unitGroups = {};
      const kindLoaders = new Map(kindLoaderFiles(root).map(({ kind, file }) => [file, kind]));
      /** @type {Record<string, Chunk>} */
      const kinds = {};
      /** @type {Map<string, Chunk>} */
      const views = new Map();
      for (const chunk of chunks) {
        const record = {
          file: `${base}${chunk.fileName}`,
          preload: [...staticImports(chunk.fileName)].map((name) => `${base}${name}`),
        };
        for (const id of chunk.moduleIds) {
          const group = groups.get(id);
          if (group) unitGroups[group] = record;
        }
        if (!chunk.isEntry || !chunk.facadeModuleId) continue;
        const kind = kindLoaders.get(chunk.facadeModuleId);
        if (kind) kinds[kind] = record;
        const entry = files.get(chunk.facadeModuleId);
        if (!entry) continue;
        if (entry.view) views.set(entry.slug, record);
        else calculators[entry.slug] = record;
      }
      for (const [slug, view] of views) {
        const calculator = calculators[slug];
        if (calculator) calculator.view = view;
      }
      mkdirSync(dirname(chunksFile(root)), { recursive: true });
      writeFileSync(chunksFile(root), JSON.stringify({ calculators, unitGroups, kinds }, null, 1));
    },
  };
}
