import axe from 'axe-core';
import type { Page } from '@playwright/test';

/*
 * axe-core run inside the page itself. @axe-core/playwright opens a second page for every
 * analysis (to gather results across frames), which costs more than the analysis of a calculator
 * page; our pages have no frames, so one in-page run checks the same rules.
 */

interface AxeWindow {
  axe: typeof axe;
}

/** The axe violations inside `selector` (the whole page when null), one line each: "rule: targets". */
export async function axeViolations(page: Page, selector: string | null = 'main'): Promise<string[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(axe.source);
  return page.evaluate(async (context) => {
    const { axe: inPage } = window as unknown as AxeWindow;
    const results = await inPage.run(context ?? document, { resultTypes: ['violations'] });
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, selector);
}
