import { readFileSync } from 'node:fs';
import { chunksFile } from '../build/calculator-chunks.mjs';
import { calculatorEntries } from '../calculators/catalogue.ts';
import type { UnitGroup } from '../engine/units/table.ts';
import type { KindLoader } from './kind-loaders.ts';

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

interface ChunkManifest {
  calculators: Record<string, CalculatorChunk>;
  unitGroups: Record<string, Chunk>;
  kinds: Record<string, Chunk>;
}

let manifest: ChunkManifest | undefined;

/** The client build's record of chunks (written by src/build/calculator-chunks.mjs). */
function chunkManifest(): ChunkManifest {
  manifest ??= JSON.parse(readFileSync(chunksFile(process.cwd()), 'utf8')) as ChunkManifest;
  return manifest;
}

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
  const chunk = chunkManifest().calculators[slug];
  if (!chunk) throw new Error(`The browser build has no chunk for the calculator "${slug}"`);
  return chunk;
}

/**
 * The chunk of a unit group. The dev server serves the family file itself (it has no chunks), at
 * the URL the island's own imports of the unit registry resolve next to.
 */
function unitGroupChunk(group: UnitGroup): Chunk {
  if (import.meta.env.DEV) return { file: `/src/engine/units/loaders/${group}.ts`, preload: [] };
  const chunk = chunkManifest().unitGroups[group];
  if (!chunk) throw new Error(`The browser build has no chunk for the unit group "${group}"`);
  return chunk;
}

/** The chunk of an input kind's or form part's loader; in the dev server, the loader itself. */
function kindLoaderChunk(kind: KindLoader): Chunk {
  if (import.meta.env.DEV) return { file: `/src/engine/kinds/loaders/${kind}.ts`, preload: [] };
  const chunk = chunkManifest().kinds[kind];
  if (!chunk) throw new Error(`The browser build has no chunk for the loader "${kind}"`);
  return chunk;
}

/** What the island needs to load a calculator's code, and what the page preloads for it. */
export interface IslandCode {
  chunk: string | undefined;
  viewChunk: string | undefined;
  hasView: boolean;
  /** The calculator's chunks and those they import, once each, fetched when the island starts. */
  preload: string[];
  /** The unit groups, input kinds and form parts the island reads as it starts: evaluated before it hydrates. */
  before: string[];
}

export function islandCode(slug: string, unitGroups: readonly UnitGroup[], kinds: readonly KindLoader[]): IslandCode {
  const chunk = calculatorChunk(slug);
  const parts = chunk ? [chunk, ...(chunk.view ? [chunk.view] : [])] : [];
  const groups = [...unitGroups.map(unitGroupChunk), ...kinds.map(kindLoaderChunk)];
  return {
    chunk: chunk?.file,
    viewChunk: chunk?.view?.file,
    hasView: hasCompanionView(slug),
    preload: [...new Set([...parts, ...groups].flatMap((part) => [part.file, ...part.preload]))],
    before: groups.map((group) => group.file),
  };
}
