import type { ComponentType } from 'react';
import type { CalculatorDefinition } from '../types.ts';
import type { CalculatorViewProps } from './view.ts';

/*
 * A calculator's code, from the chunk URLs the page gives (built site), or through the
 * registry in the dev server, where chunks have no fixed URL. The registry's import sits in a
 * branch the production build removes, so no page carries the map of every calculator.
 */

export async function loadDefinition(slug: string, chunk: string | undefined): Promise<CalculatorDefinition> {
  if (chunk) return ((await import(/* @vite-ignore */ chunk)) as { default: CalculatorDefinition }).default;
  if (import.meta.env.DEV) return (await import('../../calculators/registry.ts')).loadCalculator(slug);
  throw new Error(`No code is known for the calculator "${slug}"`);
}

/** A calculator's companion view (`<slug>.view.tsx`), for tools that are more than a formula. */
export async function loadView(slug: string, chunk: string | undefined): Promise<ComponentType<CalculatorViewProps>> {
  if (chunk)
    return ((await import(/* @vite-ignore */ chunk)) as { default: ComponentType<CalculatorViewProps> }).default;
  if (import.meta.env.DEV) {
    const load = (await import('../../calculators/registry.ts')).viewLoaders[slug];
    if (load) return load();
  }
  throw new Error(`No view is known for the calculator "${slug}"`);
}
