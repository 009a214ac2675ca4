import { expect, test } from '@playwright/test';

/** Calculators built on US tax tables work in US dollars only, whatever a link asks for. */
for (const url of [
  '/financial/income-budget-expenses/take-home-pay-net-salary/',
  '/financial/investments-savings/401k-employer-match/',
]) {
  test(`${url} offers no currency menu and keeps dollars when a link asks for euros`, async ({ page }) => {
    await page.goto(`${url}?currency=EUR&v=1`);
    await expect(page.locator('.calc[data-ready]')).toHaveCount(1, { timeout: 10_000 });
    await expect(page.getByLabel('Currency')).toHaveCount(0);
    await expect(page.locator('.calc-field__suffix', { hasText: 'USD' }).first()).toBeVisible();
    await expect(page.locator('.calc-results [data-output]').first()).toContainText('$');
    await expect(page.locator('.calc-results')).not.toContainText('€');
  });
}

test('an ordinary money calculator still lets the visitor choose the currency', async ({ page }) => {
  await page.goto('/financial/loans-mortgages-payments/loan-payment/');
  await expect(page.locator('.calc[data-ready]')).toHaveCount(1, { timeout: 10_000 });
  await page.getByLabel('Currency').selectOption('EUR');
  await expect(page.locator('.calc-results [data-output]').first()).toContainText('€');
});
