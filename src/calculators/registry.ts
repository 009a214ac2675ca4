import type { ComponentType } from 'react';
import type { CalculatorDefinition } from '../engine/types.ts';
import type { CalculatorViewProps } from '../engine/ui/view.ts';

/*
 * The browser side of the calculator catalogue: slug → lazy loader. Each definition and view
 * becomes its own chunk, so a page downloads only the calculator it shows. Which files are
 * calculators is decided once, in calculator-files.mjs: Vite needs the glob patterns as
 * literals here, and they must equal its LOGIC_GLOB and VIEW_GLOB (a unit test checks both the
 * patterns and that the loaded files are exactly the catalogue's). The words and the page of
 * each calculator come from catalogue.ts at build time.
 */

/** The logic modules, keyed by their path relative to this folder ("./<category>/<slug>.ts"). */
export const logicModules = import.meta.glob<{ default: CalculatorDefinition }>([
  './*/*.ts',
  '!./shared/**',
  '!./**/_*.ts',
]);

const slugOf = (path: string, suffix: string) => path.slice(path.lastIndexOf('/') + 1, -suffix.length);

export const calculatorLoaders: Readonly<Record<string, () => Promise<CalculatorDefinition>>> = Object.fromEntries(
  Object.entries(logicModules).map(([path, load]) => [slugOf(path, '.ts'), async () => (await load()).default]),
);

/** Loads a calculator's definition by its canonical slug. */
export async function loadCalculator(slug: string): Promise<CalculatorDefinition> {
  const load = calculatorLoaders[slug];
  if (!load) throw new Error(`No calculator is registered as "${slug}"`);
  return load();
}

type CalculatorView = ComponentType<CalculatorViewProps>;

/**
 * The companion views (`<slug>.view.tsx` next to the logic), for the few tools that are more
 * than a formula; the logic pattern above never matches them.
 */
export const viewModules = import.meta.glob<CalculatorView>('./*/*.view.tsx', { import: 'default' });

export const viewLoaders: Readonly<Record<string, () => Promise<CalculatorView>>> = Object.fromEntries(
  Object.entries(viewModules).map(([path, load]) => [slugOf(path, '.view.tsx'), load]),
);
