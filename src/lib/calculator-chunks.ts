import { readFileSync } from 'node:fs';
import { chunksFile } from '../build/calculator-chunks.mjs';
import { calculatorEntries } from '../calculators/catalogue.ts';

export interface Chunk {
  /** URL of the chunk. */
  file: string;
  /** URLs of the chunks it imports, to fetch alongside it. */
  preload: string[];
}

export interface CalculatorChunk extends Chunk {
  /** The companion view (`<slug>.view.tsx`), when the calculator has one. */
  view?: Chunk;
}

let manifest: Record<string, CalculatorChunk> | undefined;

/** Whether a calculator has a companion view (read from the source tree, so it holds in dev too). */
export function hasCompanionView(slug: string): boolean {
  return calculatorEntries().some((entry) => entry.slug === slug && entry.viewFile !== undefined);
}

/**
 * The browser chunk of a calculator, as the client build recorded it; undefined in the dev
 * server, where the island loads calculators through the registry instead.
 */
export function calculatorChunk(slug: string): CalculatorChunk | undefined {
  if (import.meta.env.DEV) return undefined;
  manifest ??= JSON.parse(readFileSync(chunksFile(process.cwd()), 'utf8')) as Record<string, CalculatorChunk>;
  const chunk = manifest[slug];
  if (!chunk) throw new Error(`The browser build has no chunk for the calculator "${slug}"`);
  return chunk;
}

/** What the island needs to load a calculator's code, and what the page preloads for it. */
export interface IslandCode {
  chunk: string | undefined;
  viewChunk: string | undefined;
  hasView: boolean;
  /** The calculator's chunks and those they import, once each, fetched with the page. */
  preload: string[];
}

export function islandCode(slug: string): IslandCode {
  const chunk = calculatorChunk(slug);
  const parts = chunk ? [chunk, ...(chunk.view ? [chunk.view] : [])] : [];
  return {
    chunk: chunk?.file,
    viewChunk: chunk?.view?.file,
    hasView: hasCompanionView(slug),
    preload: [...new Set(parts.flatMap((part) => [part.file, ...part.preload]))],
  };
}
