import type { Page } from '@playwright/test';

/**
 * Waits until the page's own scripts have run. They start after the first paint (see
 * src/build/scripts-after-paint.mjs), which may come after the load event `goto` waits for, so a
 * test of what they do (trimming a search, today's quote) waits for them first.
 */
export async function pageScriptsStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const started = (window as { pageScripts?: unknown[] }).pageScripts?.length ?? 0;
    return started === document.querySelectorAll('script[data-after-paint]').length;
  });
  await page.evaluate(() => Promise.all((window as { pageScripts?: Promise<unknown>[] }).pageScripts ?? []));
}
