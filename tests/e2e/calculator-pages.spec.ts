import { expect, test, type Page } from '@playwright/test';

/**
 * Every calculator page, found through /calculators.json, so a new calculator is covered
 * without new test code.
 */
interface IndexEntry {
  slug: string;
  url: string;
  inputs: { key: string; kind: string }[];
}

const GARBAGE = /NaN|Infinity|undefined|\[object Object\]/;

/** Each test visits every calculator, so its time limit grows with the catalogue. */
const SECONDS_PER_CALCULATOR = 15;

async function calculators(page: Page): Promise<IndexEntry[]> {
  const response = await page.request.get('/calculators.json');
  expect(response.ok()).toBe(true);
  const list = (await response.json()) as IndexEntry[];
  test.setTimeout(Math.max(30, list.length * SECONDS_PER_CALCULATOR) * 1000);
  return list;
}

test('every calculator page loads without console errors and shows its pre-rendered result', async ({ page }) => {
  const list = await calculators(page);
  expect(list.length).toBeGreaterThan(0);
  for (const entry of list) {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(entry.url);
    await expect(page.locator('.calc-results [data-output]').first(), entry.slug).toBeVisible();
    await expect(page.locator('.calc-results__status')).toHaveCount(0, { timeout: 10_000 });
    expect(errors, entry.slug).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
});

test('hostile values in any field never show NaN, Infinity or undefined', async ({ page }) => {
  const list = await calculators(page);
  for (const entry of list) {
    await page.goto(entry.url);
    await expect(page.locator('.calc-results__status')).toHaveCount(0, { timeout: 10_000 });
    const textFields = page.locator('.calc input[type="text"], .calc textarea');
    const count = await textFields.count();
    for (let index = 0; index < count; index += 1) {
      for (const value of ['abc', '', '-1e400', '1e308', '0']) {
        await textFields.nth(index).fill(value);
        await expect(page.locator('.calc-results')).not.toContainText(GARBAGE);
      }
      await page.getByRole('button', { name: 'Reset' }).click();
    }
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every calculator page still shows its result', async ({ page }) => {
    const list = await calculators(page);
    for (const entry of list) {
      await page.goto(entry.url);
      await expect(page.locator('.calc-results [data-output]').first(), entry.slug).toBeVisible();
      await expect(page.locator('.calc-results')).not.toContainText(GARBAGE);
    }
  });
});

test('the short address /{category}/{slug}/ reaches the calculator', async ({ page }) => {
  const [first] = await calculators(page);
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
