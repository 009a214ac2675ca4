import type { ComponentType } from 'react';
import type { CalculatorDefinition } from '../engine/types.ts';
import type { CalculatorViewProps } from '../engine/ui/view.ts';

/**
 * Slug → lazy loader of the calculator's logic. Each definition becomes its own chunk, so a page
 * downloads only the calculator it shows. The words and the canonical place of each calculator
 * come from src/lib/calculators.ts at build time.
 */
const modules = import.meta.glob<{ default: CalculatorDefinition }>(['./*/*.ts', '!./shared/**', '!./**/_*.ts']);

export const calculatorLoaders: Readonly<Record<string, () => Promise<CalculatorDefinition>>> = Object.fromEntries(
  Object.entries(modules).map(([path, load]) => {
    const slug = path.slice(path.lastIndexOf('/') + 1, -'.ts'.length);
    return [slug, async () => (await load()).default];
  }),
);

/** Loads a calculator's definition by its canonical slug. */
export async function loadCalculator(slug: string): Promise<CalculatorDefinition> {
  const load = calculatorLoaders[slug];
  if (!load) throw new Error(`No calculator is registered as "${slug}"`);
  return load();
}

type CalculatorView = ComponentType<CalculatorViewProps>;

/**
 * Slug → lazy loader of the calculator's companion view (`<slug>.view.tsx` next to its logic),
 * for the few tools that are more than a formula. A view is its own chunk, fetched beside the
 * logic; the `*.ts` pattern above never matches it.
 */
const views = import.meta.glob<CalculatorView>('./*/*.view.tsx', { import: 'default' });

export const viewLoaders: Readonly<Record<string, () => Promise<CalculatorView>>> = Object.fromEntries(
  Object.entries(views).map(([path, load]) => [path.slice(path.lastIndexOf('/') + 1, -'.view.tsx'.length), load]),
);
