import { describe, expect, it } from 'vitest';
import { planIslandChunks } from '../../../src/build/island-chunks.mjs';

interface Module {
  entry?: boolean;
  imports?: string[];
  dynamicImporters?: string[];
}

/** A small client build: the island, a calculator, the share box and the island's table. */
const GRAPH: Record<string, Module> = {
  '/site/src/components/islands/CalculatorIsland.tsx': {
    entry: true,
    imports: ['/site/src/engine/ui/form.tsx', '/site/src/engine/ui/lazy-parts.tsx'],
  },
  '/site/src/engine/ui/form.tsx': { imports: ['/site/src/engine/ui/shared-link.ts', '/site/src/engine/format.ts'] },
  '/site/src/engine/ui/lazy-parts.tsx': {},
  '/site/src/engine/ui/shared-link.ts': {},
  '/site/src/engine/format.ts': {},
  '/site/src/engine/ui/ResultTable.tsx': {
    dynamicImporters: ['/site/src/engine/ui/lazy-parts.tsx'],
    imports: ['/site/src/engine/format.ts'],
  },
  '/site/src/components/ShareBox.astro?astro&type=script&index=0&lang.ts': {
    entry: true,
    imports: ['/site/src/engine/ui/shared-link.ts'],
  },
  '/site/src/calculators/financial/loan.ts': {
    entry: true,
    imports: ['/site/src/engine/format.ts', '/site/src/engine/define.ts', '/site/src/engine/builders.ts'],
  },
  '/site/src/engine/define.ts': {},
  '/site/src/engine/builders.ts': {},
  '/site/tests/fixtures/input-kinds.ts': {
    entry: true,
    imports: ['/site/src/engine/ui/form.tsx', '/site/src/engine/define.ts'],
  },
};

const plan = planIslandChunks(Object.keys(GRAPH), (id) => {
  const module = GRAPH[id];
  return module
    ? {
        isEntry: module.entry ?? false,
        importedIds: module.imports ?? [],
        dynamicImporters: module.dynamicImporters ?? [],
      }
    : undefined;
});

describe('planIslandChunks', () => {
  it("puts in the island's chunk what only calculator pages use, the test pages' calculator included", () => {
    expect([...plan.islandOnly].sort()).toEqual([
      '/site/src/components/islands/CalculatorIsland.tsx',
      '/site/src/engine/builders.ts',
      '/site/src/engine/define.ts',
      '/site/src/engine/ui/form.tsx',
      '/site/src/engine/ui/lazy-parts.tsx',
    ]);
  });

  it("puts what every calculator's definition calls in the island's chunk, though the island never imports it", () => {
    expect(plan.islandOnly.has('/site/src/engine/define.ts')).toBe(true);
    expect(plan.sharedChunkOf.has('/site/src/engine/define.ts')).toBe(false);
  });

  it('gives a module another page script uses a chunk named after that script, not the whole island', () => {
    expect(plan.sharedChunkOf.get('/site/src/engine/ui/shared-link.ts')).toBe('shared-ShareBox');
  });

  it('keeps what a part loaded on demand shares with the island out of it, so the two never import each other', () => {
    expect(plan.islandOnly.has('/site/src/engine/format.ts')).toBe(false);
    expect(plan.sharedChunkOf.get('/site/src/engine/format.ts')).toBe('shared-ResultTable');
    expect(plan.islandOnly.has('/site/src/engine/ui/ResultTable.tsx')).toBe(false);
  });

  it('plans nothing for a build without the calculator island', () => {
    const none = planIslandChunks(['/site/src/components/ShareBox.astro?astro&type=script&index=0&lang.ts'], () => ({
      isEntry: true,
      importedIds: [],
      dynamicImporters: [],
    }));
    expect(none.islandOnly.size + none.sharedChunkOf.size).toBe(0);
  });
});
