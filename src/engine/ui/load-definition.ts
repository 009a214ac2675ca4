import type { CalculatorDefinition } from '../types.ts';

/**
 * A calculator's definition, from the chunk URL the page gives (built site), or through the
 * registry in the dev server, where chunks have no fixed URL. The registry's import sits in a
 * branch the production build removes, so no page carries the map of every calculator.
 */
export async function loadDefinition(slug: string, chunk: string | undefined): Promise<CalculatorDefinition> {
  if (chunk) return ((await import(/* @vite-ignore */ chunk)) as { default: CalculatorDefinition }).default;
  if (import.meta.env.DEV) return (await import('../../calculators/registry.ts')).loadCalculator(slug);
  throw new Error(`No code is known for the calculator "${slug}"`);
}
