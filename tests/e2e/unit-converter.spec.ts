import { expect, test } from '@playwright/test';

const URL = '/conversion/core-units/unit-converter/';
const result = '[data-output="result"]';

test.beforeEach(async ({ page }) => {
  await page.goto(URL);
  await expect(page.locator('.calc[data-ready]')).toHaveCount(1);
});

test('From lists the units under their quantity; To offers only units of the same quantity', async ({ page }) => {
  const from = page.getByLabel('From', { exact: true });
  await expect(from.locator('optgroup[label="Length"] option[value="length:ft"]')).toHaveCount(1);
  await expect(from.locator('optgroup[label="Mass"] option[value="mass:kg"]')).toHaveCount(1);
  const to = page.getByLabel('To', { exact: true });
  const offered = await to.locator('option').evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value));
  expect(offered.length).toBeGreaterThan(5);
  expect(offered.every((value) => value.startsWith('length:'))).toBe(true);
  // Choosing another quantity in From moves To to its usual partner: kilograms → pounds.
  await from.selectOption('mass:kg');
  await expect(to).toHaveValue('mass:lb');
  await page.locator('#calc-value').fill('1');
  // NIST SP 811: 1 lb = 0.45359237 kg, so 1 kg = 2.2046226 lb.
  await expect(page.locator(result)).toHaveText('2.2046226 lb');
  await expect(page.locator('.calc-results')).not.toContainText('same kind');
});

test('the result carries its unit, Swap exchanges the units, and mixed entries are read', async ({ page }) => {
  await page.locator('#calc-value').fill('5 ft 7 in');
  await page.getByLabel('To', { exact: true }).selectOption('length:cm');
  // 5 ft 7 in = 67 in = 170.18 cm (1 in = 2.54 cm exactly).
  await expect(page.locator(result)).toHaveText('170.18 cm');
  await page.getByRole('button', { name: 'Swap From and To' }).click();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('length:cm');
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('length:ft');
  await page.locator('#calc-value').fill('30.48');
  await expect(page.locator(result)).toHaveText('1 ft');
  await page.locator('#calc-value').fill('five');
  await expect(page.locator('#calc-value-error')).toBeVisible();
});
