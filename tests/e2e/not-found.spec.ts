import { expect, test } from '@playwright/test';

test('an unknown path answers 404 with the not-found screen', async ({ page }) => {
  const response = await page.goto('/no-such-calculator/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calculator not found');
  await expect(
    page.getByText('We couldn’t find this calculator. Please go back and choose another one.'),
  ).toBeVisible();
});

test('Go to Home leads to the home page', async ({ page }) => {
  await page.goto('/financial/not-a-tool/');
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(new URL(page.url()).pathname).toBe('/');
});

test('Back returns to the previous page', async ({ page }) => {
  await page.goto('/about/');
  await page.goto('/missing-page');
  await page.getByRole('link', { name: '← Back' }).click();
  await expect(page).toHaveURL(/\/about\/$/);
});

test('Back without history still leads somewhere useful (home)', async ({ page }) => {
  await page.goto('/missing-page/');
  await page.getByRole('link', { name: '← Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});
