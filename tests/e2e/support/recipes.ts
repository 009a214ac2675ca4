import type { Page } from '@playwright/test';

/* What the recipe browser tests share: the scripts a page asks for, and an ingredient line. */

/** Scripts a page asked for: framework code has "client", "react" or the island in its name. */
export function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

export const frameworkScripts = (scripts: readonly string[]) =>
  scripts.filter((url) => /\/_astro\/(client|react|jsx-runtime|RecipeScaler)\./.test(url));

export const ingredient = (page: Page, text: string) => page.locator('[data-ingredient]', { hasText: text });
