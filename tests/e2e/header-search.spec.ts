import { expect, test } from '@playwright/test';
import { pageScriptsStarted } from './support/page-scripts.ts';

test('a blank header search does nothing', async ({ page }) => {
  await page.goto('/about/');
  const box = page.locator('#header-search-input');
  await box.fill('   ');
  await box.press('Enter');
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/about\/$/);
  await box.fill('');
  await page.getByRole('search', { name: 'Site search' }).getByRole('button', { name: 'Search' }).click();
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/about\/$/);
});

test('the header search sends the trimmed query to /search/', async ({ page }) => {
  await page.goto('/about/');
  await pageScriptsStarted(page);
  await page.locator('#header-search-input').fill('  bmi  ');
  await page.locator('#header-search-input').press('Enter');
  await page.waitForURL(/\/search\//);
  expect(new URL(page.url()).pathname).toBe('/search/');
  expect(new URL(page.url()).search).toBe('?q=bmi');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header search still submits as a plain form and blocks a blank query', async ({ page }) => {
    await page.goto('/about/');
    const box = page.locator('#header-search-input');
    await box.fill('   ');
    await box.press('Enter');
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/about\/$/);
    await box.fill('loan');
    await box.press('Enter');
    await page.waitForURL(/\/search\/\?q=loan$/);
  });
});
