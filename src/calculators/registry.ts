import type { CalculatorDefinition } from '../engine/types.ts';

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
