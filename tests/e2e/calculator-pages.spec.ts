import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every calculator page, one test each, found through the built /calculators.json so a new
 * calculator is covered without new test code.
 */
interface IndexEntry {
  slug: string;
  url: string;
}

const index = JSON.parse(readFileSync(join(process.cwd(), 'dist', 'calculators.json'), 'utf8')) as IndexEntry[];
const GARBAGE = /NaN|Infinity|undefined|\[object Object\]/;

test('the index lists the calculators and is served', async ({ request }) => {
  expect(index.length).toBeGreaterThan(0);
  expect((await request.get('/calculators.json')).ok()).toBe(true);
});

for (const entry of index) {
  test.describe(entry.slug, () => {
    test('loads without console errors and shows its pre-rendered result', async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(entry.url);
      await expect(page.locator('.calc-results [data-output]').first()).toBeVisible();
      await expect(page.locator('.calc[data-ready]')).toHaveCount(1, { timeout: 10_000 });
      expect(errors).toEqual([]);
    });

    test('hostile values in any field never show NaN, Infinity or undefined', async ({ page }) => {
      await page.goto(entry.url);
      await expect(page.locator('.calc[data-ready]')).toHaveCount(1, { timeout: 10_000 });
      const textFields = page.locator('.calc input[type="text"], .calc textarea');
      const count = await textFields.count();
      for (let index = 0; index < count; index += 1) {
        if (!(await textFields.nth(index).isVisible())) continue;
        for (const value of ['abc', '', '-1e400', '1e308', '0']) {
          await textFields.nth(index).fill(value);
          await expect(page.locator('.calc-results')).not.toContainText(GARBAGE);
        }
        await page.getByRole('button', { name: 'Reset' }).click();
      }
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('still shows its result', async ({ page }) => {
        await page.goto(entry.url);
        await expect(page.locator('.calc-results [data-output]').first()).toBeVisible();
        await expect(page.locator('.calc-results')).not.toContainText(GARBAGE);
      });

      test('fits a phone screen: wide tables scroll in their own box, the page does not', async ({ page }) => {
        await page.setViewportSize({ width: 360, height: 740 });
        await page.goto(entry.url);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    });
  });
}

test('the short address /{category}/{slug}/ reaches the calculator', async ({ page }) => {
  const [first] = index;
  if (!first) throw new Error('no calculators');
  const [, category, , slug] = first.url.split('/');
  await page.goto(`/${category}/${slug}/`);
  await expect(page).toHaveURL(new RegExp(`${first.url}$`));
});

test('an unknown calculator slug answers 404 with the not-found screen', async ({ page }) => {
  const response = await page.goto('/health/body-metrics/no-such-calculator/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calculator not found');
});
