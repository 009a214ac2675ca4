import { readFileSync } from 'node:fs';
import { chunksFile } from '../build/calculator-chunks.mjs';

export interface CalculatorChunk {
  /** URL of the calculator's own chunk. */
  file: string;
  /** URLs of the chunks it imports, to fetch alongside it. */
  preload: string[];
}

let manifest: Record<string, CalculatorChunk> | undefined;

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
