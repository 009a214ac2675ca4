import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The routes every calculator page shares: the short address and the not-found answer. */
const [first] = JSON.parse(readFileSync(join(process.cwd(), 'dist', 'calculators.json'), 'utf8')) as { url: string }[];

test('the short address /{category}/{slug}/ reaches the calculator', async ({ page }) => {
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
