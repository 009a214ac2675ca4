import type { ComponentType } from 'react';
import type { CalculatorDefinition } from '../types/definition.ts';
import type { CalculatorViewProps } from './view.ts';

/**
 * Where a calculator's code comes from when the page names no chunk (the dev server, where
 * chunks have no fixed URL). The engine knows no calculator, so the page's island supplies it.
 */
export interface CodeSource {
  definition: (slug: string) => Promise<CalculatorDefinition>;
  view: (slug: string) => Promise<ComponentType<CalculatorViewProps> | undefined>;
}

/** A calculator's code, from the chunk URL the page gives (built site), else from `source`. */
export async function loadDefinition(
  slug: string,
  chunk: string | undefined,
  source: CodeSource | undefined,
): Promise<CalculatorDefinition> {
  if (chunk) return ((await import(/* @vite-ignore */ chunk)) as { default: CalculatorDefinition }).default;
  if (source) return source.definition(slug);
  throw new Error(`No code is known for the calculator "${slug}"`);
}

/** A calculator's companion view (`<slug>.view.tsx`), for tools that are more than a formula. */
export async function loadView(
  slug: string,
  chunk: string | undefined,
  source: CodeSource | undefined,
): Promise<ComponentType<CalculatorViewProps>> {
  if (chunk)
    return ((await import(/* @vite-ignore */ chunk)) as { default: ComponentType<CalculatorViewProps> }).default;
  const view = await source?.view(slug);
  if (view) return view;
  throw new Error(`No view is known for the calculator "${slug}"`);
}
