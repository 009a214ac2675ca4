import { expect, test, type Page } from '@playwright/test';

const SUNRISE = '/time/sun-moon-astronomy/sunrise-sunset-times/';

async function open(page: Page, address = SUNRISE) {
  await page.goto(address);
  await expect(page.locator('.calc[data-ready]')).toHaveCount(1);
}

test.describe('a visitor in Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('opens the page on Tokyo, and a link to it names Tokyo for anyone', async ({ page }) => {
    await open(page);
    await expect(page.getByLabel('Place', { exact: true }).locator('option:checked')).toHaveText('Tokyo, Japan');
    await expect(page.locator('[data-output="timeZoneNote"]')).toContainText('Asia/Tokyo');
    await page.locator('#calc-day').fill('2024-06-21');
    await expect(page).toHaveURL(/[?&]place=tokyo(&|$)/);
  });
});

test('the world list downloads on the first search, and a city found there gives times in its own zone', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/world-places.json')) asked.push(request.url());
  });
  await open(page);
  expect(asked).toEqual([]);

  await page.locator('#calc-day').fill('2024-06-21');
  await page.getByLabel('Place: search a city').fill('Reykjavik');
  await expect(page.getByLabel('Place', { exact: true }).locator('option:checked')).toHaveText('Reykjavík, Iceland');
  expect(asked).toHaveLength(1);
  // USNO and NOAA, Reykjavík 2024-06-21 (UTC+0 all year): sunrise 02:55, sunset 00:03 the next day.
  await expect(page.locator('[data-output="sunrise"]')).toHaveText(/02:5[4-6]/);
  await expect(page.locator('[data-output="timeZoneNote"]')).toContainText('Atlantic/Reykjavik');

  // The address carries the place itself, so it opens the same without the list.
  const address = page.url();
  expect(new URL(address).searchParams.get('place')).toMatch(
    /^Reykjavík, Iceland \(64\.\d+, -21\.\d+; Atlantic\/Reykjavik\)$/,
  );
  await open(page, address);
  await expect(page.locator('[data-output="sunrise"]')).toHaveText(/02:5[4-6]/);
});

test('a search that matches no city says so, and Other place still takes typed coordinates', async ({ page }) => {
  await open(page);
  await page.getByLabel('Place: search a city').fill('Atlantis');
  await expect(page.getByText('No city of 100,000 people or more matches “Atlantis”.')).toBeVisible();
  await page.getByLabel('Place', { exact: true }).selectOption('custom');
  await page.getByLabel('Place: latitude, longitude').fill('64.15, -21.94');
  await expect(page.locator('[data-output="sunrise"]')).not.toHaveText('');
});
