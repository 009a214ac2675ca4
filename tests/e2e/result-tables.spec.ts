import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';

/**
 * Tables and charts load their code only on pages that show one; these tests prove the
 * pre-rendered table survives hydration, follows new input, and downloads as CSV with the
 * same figures as on screen, and that the chart carries a text alternative.
 */
const PAGE = '/financial/loans-mortgages-payments/mortgage-amortization/';
const schedule = (page: import('@playwright/test').Page) => page.locator('section.calc-table').first();

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the schedule table and the chart are in the page as built', async ({ page }) => {
    await page.goto(PAGE);
    await expect(schedule(page).locator('tbody tr')).toHaveCount(12);
    await expect(schedule(page).locator('tbody tr').first()).toContainText('$2,022.62');
    await expect(page.locator('svg[role="img"]').first()).toHaveAttribute('aria-label', /Balance reaches/);
  });
});

test('the table follows new input after hydration', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.locator('.calc[data-ready]')).toHaveCount(1, { timeout: 10_000 });
  await page.locator('#calc-rate').fill('0');
  // $320,000 over 360 months with no interest: $888.89 a month.
  await expect(schedule(page).locator('tbody tr').first()).toContainText('$888.89');
});

test('"Show all" lists every month and the CSV holds the figures shown on screen', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.locator('.calc[data-ready]')).toHaveCount(1, { timeout: 10_000 });
  await schedule(page)
    .getByRole('button', { name: /Show all 360 rows/ })
    .click();
  await expect(schedule(page).locator('tbody tr')).toHaveCount(360);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    schedule(page).getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const csv = readFileSync(await download.path(), 'utf8')
    .trim()
    .split('\r\n');
  expect(csv[0]).toBe('Month,Payment (USD),Principal (USD),Interest (USD),Extra (USD),Balance (USD)');
  expect(csv).toHaveLength(361);

  const onScreen = await schedule(page)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent.replace(/[$,]/g, '')).join(',')),
    );
  expect(csv.slice(1)).toEqual(onScreen);
});

test('the chart has a text summary and its numbers as a table', async ({ page }) => {
  await page.goto(PAGE);
  const chart = page.locator('svg[role="img"]').first();
  await expect(chart).toHaveAttribute('aria-label', /Balance reaches \$0\.00 at 30/);
  const data = page.locator('.calc-chart details').first();
  await data.locator('summary', { hasText: 'Show the data' }).click();
  await expect(data.locator('table')).toBeVisible();
  await expect(data.locator('table')).toContainText('$320,000.00');
});

test('a printout has every row of a schedule and none of the buttons', async ({ page }) => {
  await page.goto('/financial/loans-mortgages-payments/mortgage-amortization/');
  await expect(page.locator('.calc[data-ready]')).toHaveCount(1);
  const table = page.locator('.calc-table').first();
  await table.scrollIntoViewIfNeeded();
  const screenRows = await table.locator('tbody tr').count();
  await page.emulateMedia({ media: 'print' });
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(screenRows);
  await expect(page.getByRole('button', { name: 'Download CSV' }).first()).toBeHidden();
  await expect(page.locator('[data-share-box]')).toBeHidden();
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(table.locator('tbody tr')).toHaveCount(screenRows);
});

test('on a 360 px phone the wide schedule scrolls in its own box, shows a shadow, and keeps its first column', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(PAGE);
  const box = schedule(page).locator('.calc-table__scroll');
  const sizes = await box.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  expect(await box.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('radial-gradient');
  const firstCell = schedule(page).locator('tbody tr').first().locator('td, th').first();
  const before = (await firstCell.boundingBox())?.x;
  await box.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  expect((await firstCell.boundingBox())?.x).toBe(before);
  const secondCell = schedule(page).locator('tbody tr').first().locator('td').nth(1);
  expect((await secondCell.boundingBox())?.x ?? 0).toBeLessThan(before ?? 0);
});

test('on a 360 px phone the chart labels are readable round numbers, and the arrow keys read the values', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(PAGE);
  await expect(page.locator('.calc[data-ready]')).toHaveCount(1, { timeout: 10_000 });
  const chart = page.locator('.calc-chart').first();
  const figure = await chart.boundingBox();
  const ticks = chart.locator('.calc-chart__tick');
  expect(await ticks.count()).toBeGreaterThanOrEqual(5);
  for (const tick of await ticks.all()) {
    expect(
      Number.parseFloat(await tick.evaluate((element) => getComputedStyle(element).fontSize)),
    ).toBeGreaterThanOrEqual(11);
    const box = await tick.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(figure?.x ?? 0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual((figure?.x ?? 0) + (figure?.width ?? 0) + 1);
  }
  // Value ticks are round ($0, $100K, …), year ticks a round stride.
  const values = await chart.locator('.calc-chart__y .calc-chart__tick').allInnerTexts();
  for (const value of values) expect(value).toMatch(/^\$\d+(\.\d)?[KM]?$/);
  expect(await chart.locator('.calc-chart__x .calc-chart__tick').allInnerTexts()).toContain('30');

  await chart.locator('.calc-chart__plot').focus();
  const readout = chart.locator('.calc-chart__readout');
  await expect(readout).toBeVisible();
  await page.keyboard.press('Home');
  await expect(readout).toContainText('$320,000.00');
  await page.keyboard.press('ArrowRight');
  await expect(readout).not.toContainText('$320,000.00');
});
