import { expect, test } from '@playwright/test';

/* A calculator page on a 390×844 phone: the calculator first, its result always in sight. */

const LOAN = '/financial/loans-mortgages-payments/loan-payment/';

test.use({ viewport: { width: 390, height: 844 } });

test('the heading is the short name, the trail one line, and the banner comes after the calculator', async ({
  page,
}) => {
  await page.goto(LOAN);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Loan Payment Calculator');
  await expect(page).toHaveTitle(/Loan Payment Calculator – Monthly Payment & Interest/);
  const trail = await page
    .locator('.breadcrumbs li')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  expect(new Set(trail).size).toBe(1);
  const form = await page.locator('.calc').boundingBox();
  const banner = page.locator('[data-ad-slot="banner"]:visible');
  await expect(banner).toHaveCount(1);
  expect((await banner.boundingBox())?.y ?? 0).toBeGreaterThan(form?.y ?? Infinity);
  expect((await page.locator('.calc-page__lead').boundingBox())?.y ?? 0).toBeGreaterThan(form?.y ?? Infinity);
});

test('after editing a field the main result is in view, and the summary steps aside at the results', async ({
  page,
}) => {
  await page.goto(LOAN);
  await expect(page.locator('.calc[data-ready]')).toHaveCount(1, { timeout: 10_000 });
  await page.getByLabel('Loan amount').fill('12000');
  const summary = page.locator('.calc-summary');
  await expect(summary).toContainText('Monthly payment:');
  await expect(summary).toContainText(await page.locator('[data-output="payment"]').innerText());
  await expect(summary).toBeInViewport();
  await page.locator('.calc-results').scrollIntoViewIfNeeded();
  await expect(summary).toHaveAttribute('data-results-in-view', '');
  await expect(summary).toBeHidden();
});

test('on a wide screen the banner stays under the header and there is no summary bar', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(LOAN);
  const banner = page.locator('[data-ad-slot="banner"]:visible');
  await expect(banner).toHaveCount(1);
  expect((await banner.boundingBox())?.y ?? Infinity).toBeLessThan((await page.locator('h1').boundingBox())?.y ?? 0);
  await expect(page.locator('.calc-summary')).toBeHidden();
});
