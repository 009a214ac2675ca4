import { expect, test } from '@playwright/test';

const URL = '/time/time-zones-clocks/time-zone-converter/';

test.beforeEach(async ({ page }) => {
  await page.goto(URL);
  await expect(page.locator('.calc[data-ready]')).toHaveCount(1);
});

test('the zone menu is found by city: Mumbai gives India time, Kyiv gives Ukraine time', async ({ page }) => {
  const to = page.getByLabel('To time zone', { exact: true });
  const search = page.getByLabel('To time zone: search a city or country');
  await search.fill('Mumbai');
  await expect(to).toHaveValue('Asia/Kolkata');
  await expect(to.locator('option:checked')).toContainText('Mumbai');
  await expect(page.locator('[data-output="toOffset"]')).toContainText('+05:30');
  await search.fill('kyiv');
  await expect(to).toHaveValue('Europe/Kyiv');
  await expect(to.locator('option:checked')).toContainText('Ukraine');
});

test('a search that matches nothing says so and keeps the zone chosen', async ({ page }) => {
  const to = page.getByLabel('To time zone', { exact: true });
  await page.getByLabel('To time zone: search a city or country').fill('Atlantis');
  await expect(page.getByText('No time zone matches “Atlantis”.')).toBeVisible();
  await expect(to).toHaveValue('Asia/Tokyo');
});

test('the page carries only the zone shown; the full menu comes with the running calculator', async ({
  request,
  page,
}) => {
  const html = await (await request.get(URL)).text();
  expect(html).not.toContain('America/Argentina/Buenos_Aires');
  expect(await page.getByLabel('To time zone', { exact: true }).locator('option').count()).toBeGreaterThan(300);
});
