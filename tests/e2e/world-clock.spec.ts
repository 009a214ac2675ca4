import { expect, test, type Page } from '@playwright/test';

const URL = '/time/time-zones-clocks/world-clock/';

async function open(page: Page, url = URL) {
  await page.goto(url);
  await expect(page.locator('.calc[data-ready]')).toHaveCount(1, { timeout: 10_000 });
}

test('the cities a visitor chooses are kept in this browser and come back on the next visit', async ({ page }) => {
  await open(page);
  const firstCity = page.getByLabel('City 1', { exact: true });
  await expect(firstCity).toHaveValue('America/New_York');
  await firstCity.selectOption('Asia/Kolkata');
  await expect(page.locator('[data-output="city1"]')).toContainText('UTC+05:30');

  await open(page);
  await expect(firstCity).toHaveValue('Asia/Kolkata');
  await expect(page.locator('[data-output="city1"]')).toContainText('UTC+05:30');
});

test("a shared link shows its own cities without replacing the visitor's kept ones", async ({ page }) => {
  await open(page);
  await page.getByLabel('City 2', { exact: true }).selectOption('Asia/Singapore');

  await open(page, `${URL}?city2=America%2FChicago&v=1`);
  await expect(page.getByLabel('City 2', { exact: true })).toHaveValue('America/Chicago');

  await open(page);
  await expect(page.getByLabel('City 2', { exact: true })).toHaveValue('Asia/Singapore');
});

test('Reset goes back to the standard cities and forgets the kept ones', async ({ page }) => {
  await open(page);
  await page.getByLabel('City 3', { exact: true }).selectOption('Africa/Nairobi');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByLabel('City 3', { exact: true })).toHaveValue('Europe/Paris');

  await open(page);
  await expect(page.getByLabel('City 3', { exact: true })).toHaveValue('Europe/Paris');
});

test('a link naming a zone by its old name shows that zone, not the first in the menu', async ({ page }) => {
  await open(page, `${URL}?city1=Asia%2FCalcutta&v=1`);
  await expect(page.getByLabel('City 1', { exact: true })).toHaveValue('Asia/Calcutta');
  await expect(page.locator('[data-output="city1"]')).toContainText('UTC+05:30');
});
