import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';

const URL = '/health/body-metrics/bmi-body-mass-index/';
const bmi = (page: Page) => page.locator('[data-output="bmi"]');

async function ready(page: Page) {
  await page.goto(URL);
  await expect(page.locator('.calc[data-ready]')).toHaveCount(1);
}

test('the result for the defaults is in the HTML', async ({ request }) => {
  const html = await (await request.get(URL)).text();
  expect(html).toContain('22.9');
  expect(html).toContain('Healthy weight');
});

test('typing updates the result and the address; the address restores it', async ({ page }) => {
  await ready(page);
  await page.getByLabel('Weight', { exact: true }).fill('100');
  await page.getByLabel('Height', { exact: true }).fill('170');
  await expect(bmi(page)).toContainText('34.6');
  await expect(page.locator('[data-output="category"]')).toHaveText('Obesity class I (WHO, adults)');
  await expect(page).toHaveURL(/weight=100/);
  const link = page.url();
  await page.goto('/');
  await page.goto(link);
  await expect(page.getByLabel('Weight', { exact: true })).toHaveValue('100');
  await expect(bmi(page)).toContainText('34.6');
});

test('bad values get a message at the field and the result says what to fix', async ({ page }) => {
  await ready(page);
  const weight = page.getByLabel('Weight', { exact: true });
  for (const value of ['abc', '', '-1e400', '-5']) {
    await weight.fill(value);
    await expect(weight).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#calc-weight-error')).toBeVisible();
    await expect(page.locator('.calc-results')).toContainText('Check the highlighted field');
    await expect(page.locator('.calc-results')).not.toContainText(/NaN|Infinity|undefined/);
  }
  await expect(weight).toHaveValue('-5');
});

test('feet and inches are understood, echoed, and give the same BMI as the height in centimetres', async ({ page }) => {
  await ready(page);
  const height = page.getByLabel('Height', { exact: true });
  await height.fill('5 ft 7 in');
  await expect(page.locator('#calc-height-echo')).toHaveText('Understood as 170.18');
  await expect(bmi(page)).toContainText('24.2');
  const fromFeet = await bmi(page).textContent();
  await height.fill('170.18');
  await expect(page.locator('#calc-height-echo')).toBeHidden();
  await expect(bmi(page)).toHaveText(fromFeet ?? '');
});

test('switching a unit converts the shown value; the imperial switch is remembered', async ({ page }) => {
  await ready(page);
  await page.getByLabel('Weight unit').selectOption('lb');
  // One field's own menu keeps the quantity (to six digits), so the result stays as it was.
  await expect(page.getByLabel('Weight', { exact: true })).toHaveValue('154.324');
  await expect(bmi(page)).toContainText('22.9');
  await page.getByLabel('US / Imperial').check();
  await expect(page.getByLabel('Height unit')).toHaveValue('ft');
  await page.reload();
  await expect(page.getByLabel('US / Imperial')).toBeChecked();
  await expect(page.getByLabel('Weight unit')).toHaveValue('lb');
});

test('in US units height is feet and inches on the number pad, and the results follow in pounds', async ({ page }) => {
  await ready(page);
  await page.getByLabel('US / Imperial').check();
  // 175 cm = 68.9 in, which a tape reads as 5 ft 9 in; 70 kg = 154.3 lb.
  await expect(page.getByLabel('Height, feet')).toHaveValue('5');
  await expect(page.getByLabel('Height, inches')).toHaveValue('9');
  await expect(page.getByLabel('Height, feet')).toHaveAttribute('inputmode', 'decimal');
  await expect(page.getByLabel('Weight', { exact: true })).toHaveValue('154.3');
  await expect(page.locator('[data-output="healthyMin"]')).toContainText('lb');
  // 160 lb at 5 ft 7 in: BMI = 703 × 160 / 67² = 25.1 (CDC, "Adult BMI calculator: English").
  await page.getByLabel('Weight', { exact: true }).fill('160');
  await page.getByLabel('Height, feet').fill('5');
  await page.getByLabel('Height, inches').fill('7');
  await expect(bmi(page)).toContainText('25.1');
  await expect(page).toHaveURL(/height=5\+ft\+7\+in|height=5%20ft%207%20in/);
  // Back to metric and straight back again gives what was typed, not a twice-rounded figure.
  await page.getByLabel('Metric').check();
  await expect(page.getByLabel('Weight', { exact: true })).toHaveValue('72.6');
  await page.getByLabel('US / Imperial').check();
  await expect(page.getByLabel('Weight', { exact: true })).toHaveValue('160');
  await expect(page.getByLabel('Height, inches')).toHaveValue('7');
});

test('a link with bad values falls back to defaults and says so', async ({ page }) => {
  await page.goto(`${URL}?weight=80&shoe=9&v=1`);
  await expect(page.getByRole('status').filter({ hasText: 'could not be used' })).toBeVisible();
  await expect(page.getByLabel('Weight', { exact: true })).toHaveValue('80');
});

test('it works from the keyboard alone', async ({ page }) => {
  await ready(page);
  await page.getByLabel('Weight', { exact: true }).focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('90');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('180');
  await page.keyboard.press('Enter');
  await expect(bmi(page)).toContainText('27.8');
  await expect(page.locator('.calc-results')).toBeFocused();
});

test('Reset restores the defaults', async ({ page }) => {
  await ready(page);
  await page.getByLabel('Weight', { exact: true }).fill('120');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByLabel('Weight', { exact: true })).toHaveValue('70');
  await expect(page).toHaveURL(new RegExp(`${URL}$`));
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds nothing on the calculator page (${theme}), also with errors showing`, async ({ page }) => {
    await page.addInitScript((value) => {
      localStorage.setItem('theme', value);
    }, theme);
    await ready(page);
    expect(await axeViolations(page, null)).toEqual([]);
    await page.getByLabel('Weight', { exact: true }).fill('abc');
    expect(await axeViolations(page, null)).toEqual([]);
  });
}

test('the embed page shows the calculator alone with a link back', async ({ page }) => {
  await page.goto(`/embed${URL}`);
  await expect(bmi(page)).toBeVisible();
  await expect(page.locator('.site-header')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Open the full/ })).toHaveAttribute('href', URL);
});

test('the everyday alias reaches the same calculator', async ({ page }) => {
  await page.goto('/everyday/bmi-calculator/');
  await expect(page).toHaveURL(new RegExp(`${URL}$`));
  await page.goto('/everyday/health-wellness-sleep/bmi-calculator/');
  await expect(page).toHaveURL(new RegExp(`${URL}$`));
  await page.goto('/everyday/');
  await expect(page.getByRole('link', { name: 'BMI Calculator' })).toHaveAttribute('href', URL);
});

test("a child's BMI is judged by CDC percentile for age and sex, not by the adult categories", async ({ page }) => {
  await ready(page);
  await page.getByLabel('Weight', { exact: true }).fill('96 lb');
  await page.getByLabel('Height', { exact: true }).fill('54.5 in');
  // BMI 22.7: a healthy weight for an adult ...
  await expect(page.locator('[data-output="category"]')).toHaveText('Healthy weight (WHO, adults)');
  // ... but obesity for a 10-year-old boy (CDC, "Defining Child BMI Categories": 96th percentile).
  await page.getByLabel('Age', { exact: true }).fill('10');
  await page.getByLabel('Male', { exact: true }).check();
  await expect(page.locator('[data-output="category"]')).toHaveText('Obesity (CDC BMI-for-age)');
  await expect(page.locator('[data-output="percentile"]')).toContainText('percentile for a 10-year-old boy');
});

test('the child BMI calculator gives the CDC percentile from dates, height and weight', async ({ page }) => {
  await page.goto('/health/body-metrics/child-bmi-percentile/');
  await expect(page.locator('.calc[data-ready]')).toHaveCount(1);
  await page.getByLabel('Boy').check();
  await page.getByLabel('Date of birth').fill('2014-03-01');
  await page.getByLabel('Date measured').fill('2024-03-01');
  await page.getByLabel('Height', { exact: true }).fill('54.5 in');
  await page.getByLabel('Weight', { exact: true }).fill('96 lb');
  await expect(page.locator('[data-output="percentile"]')).toHaveText('95.9');
  await expect(page.locator('[data-output="category"]')).toHaveText('Obesity');
});

test('a screen reader hears a short sentence with the result, not the whole results area', async ({ page }) => {
  await ready(page);
  const announcement = page.locator('[role="status"][data-announcement]');
  await expect(page.locator('.calc-results')).not.toHaveAttribute('aria-live');
  await expect(announcement).toHaveText('');
  await page.getByLabel('Weight', { exact: true }).fill('80');
  await expect(announcement).toHaveText('Body mass index (BMI): 26.1 kg/m².');
  await page.getByLabel('Weight', { exact: true }).fill('abc');
  await expect(announcement).toHaveText('1 field needs fixing.');
});
