import { expect, test, type Page, type Route } from '@playwright/test';
import { islandOf } from './support/forms.ts';
import { pageScriptsStarted } from './support/page-scripts.ts';

/** Framework code: Astro's React renderer, React itself and the island components. */
const FRAMEWORK = /\/_astro\/(client|react|jsx-runtime|ContactForm)\.[\w-]+\.js$/;

function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

test('/about/ loads no framework code until its ContactForm island scrolls into view', async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.goto('/about/');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  expect(scripts.filter((url) => FRAMEWORK.test(url))).toEqual([]);
  const target = page.locator('form[data-contact-form]');
  await expect(islandOf(target)).toHaveAttribute('ssr');
  await target.scrollIntoViewIfNeeded();
  await expect(islandOf(target)).not.toHaveAttribute('ssr');
  expect(scripts.some((url) => url.includes('/_astro/ContactForm.'))).toBe(true);
});

test('a hub loads no framework code, even once its share and suggestion boxes are in view and working', async ({
  page,
}) => {
  const scripts = scriptRequests(page);
  await page.goto('/financial/');
  const suggestion = page.locator('form[data-suggestion-form]');
  await suggestion.scrollIntoViewIfNeeded();
  await expect(suggestion).toHaveAttribute('data-ready', '');
  await expect(page.locator('[data-share-box]')).toHaveAttribute('data-ready', '');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => FRAMEWORK.test(url))).toEqual([]);
});

test("a page's own scripts are requested only once its first text is on screen", async ({ page }) => {
  await page.goto('/financial/');
  await pageScriptsStarted(page);
  const { painted, requested } = await page.evaluate(() => ({
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
    requested: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('.astro_astro_type_script_'))
      .map((entry) => entry.startTime),
  }));
  // The share box's, the suggestion form's and the layout's.
  expect(requested).toHaveLength(3);
  for (const start of requested) expect(start).toBeGreaterThanOrEqual(painted);
});

test('a calculator page fetches its own calculator code with the page and no map of the others', async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.goto('/financial/loans-mortgages-payments/loan-payment/');
  await expect(page.locator('.calc[data-ready]')).toHaveCount(1, { timeout: 10_000 });
  expect(scripts.some((url) => /\/_astro\/loan-payment\.[\w-]+\.js$/.test(url))).toBe(true);
  expect(scripts.some((url) => /\/_astro\/(bmi-body-mass-index|world-clock)\.[\w-]+\.js$/.test(url))).toBe(false);
  const islandCode = await (
    await page.request.get(scripts.find((url) => url.includes('/CalculatorIsland.')) ?? '')
  ).text();
  expect(islandCode).not.toContain('world-clock');
});

/** The unit group chunks (and the modules they hold) a page requested. */
const unitGroups = (scripts: readonly string[]) =>
  scripts.flatMap((url) => /\/_astro\/units-(\w+)\.[\w-]+\.js$/.exec(url)?.[1] ?? []).sort();

test('a calculator page loads the unit groups its fields show, and a page without units none', async ({ page }) => {
  let scripts = scriptRequests(page);
  await page.goto('/financial/loans-mortgages-payments/loan-payment/');
  await expect(page.locator('.calc[data-ready]')).toHaveCount(1, { timeout: 10_000 });
  expect(unitGroups(scripts)).toEqual([]);
  expect(
    scripts.some((url) => /\/_astro\/(space|matter|motion|heat|electric|everyday|table)\.[\w-]+\.js$/.test(url)),
  ).toBe(false);

  // Bore and stroke in mm or inches, displacement in cc: lengths and volumes are both "space".
  page.removeAllListeners('request');
  scripts = scriptRequests(page);
  await page.goto('/automotive/maintenance-capacity/engine-displacement-cc/');
  await expect(page.locator('.calc[data-ready]')).toHaveCount(1, { timeout: 10_000 });
  expect(unitGroups(scripts)).toEqual(['space']);
  const bore = page.getByLabel('Bore (cylinder diameter)', { exact: true });
  await bore.fill('86');
  await expect(page.locator('.calc-results')).not.toContainText('NaN');
  const unit = page.getByRole('combobox', { name: 'Bore (cylinder diameter) unit' });
  await unit.selectOption('in');
  await expect(bore).toHaveValue('3.38583');
});

test('a converter loads the units of its own family only, and converts with them', async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.goto('/conversion/core-units/length-converter/');
  await expect(page.locator('.calc[data-ready]')).toHaveCount(1, { timeout: 10_000 });
  expect(unitGroups(scripts)).toEqual(['space']);
  // The inch is 2.54 cm exactly (NIST SP 811, Appendix B).
  await page.getByLabel('Value', { exact: true }).fill('100');
  await page.getByRole('combobox', { name: 'From', exact: true }).selectOption('in');
  await page.getByRole('combobox', { name: 'To', exact: true }).selectOption('cm');
  await expect(page.locator('[data-output="result"]')).toHaveText('254 cm');
  expect(unitGroups(scripts)).toEqual(['space']);
});

/** The input kind loaders a page requested. */
const kindLoaders = (scripts: readonly string[]) =>
  scripts.flatMap((url) => /\/_astro\/kind-(\w+)\.[\w-]+\.js$/.exec(url)?.[1] ?? []).sort();

test('a calculator page loads the input kinds and parts its form has beyond the common ones, and a plain form none', async ({
  page,
}) => {
  let scripts = scriptRequests(page);
  await page.goto('/math/percent-ratio-fractions/percentage-calculator/');
  await expect(page.locator('.calc[data-ready]')).toHaveCount(1, { timeout: 10_000 });
  expect(kindLoaders(scripts)).toEqual([]);

  // A height may be typed in feet and inches: the page loads the two boxes, which work.
  page.removeAllListeners('request');
  scripts = scriptRequests(page);
  await page.goto('/health/body-metrics/bmi-body-mass-index/');
  await expect(page.locator('.calc[data-ready]')).toHaveCount(1, { timeout: 10_000 });
  expect(kindLoaders(scripts)).toEqual(['feetInches']);
  await page.getByLabel('US / Imperial').check();
  // 175 cm = 68.9 in, which a tape reads as 5 ft 9 in.
  await expect(page.getByLabel('Height, feet')).toHaveValue('5');
  await expect(page.getByLabel('Height, inches')).toHaveValue('9');

  page.removeAllListeners('request');
  scripts = scriptRequests(page);
  await page.goto('/time/dates-durations/days-between-dates/');
  await expect(page.locator('.calc[data-ready]')).toHaveCount(1, { timeout: 10_000 });
  expect(kindLoaders(scripts)).toEqual(['date']);
  await page.locator('#calc-start').fill('2024-01-01');
  await page.locator('#calc-end').fill('2024-03-01');
  // 2024 is a leap year: 31 days of January and 29 of February.
  await expect(page.locator('.calc-results [data-output]').first()).toContainText('60');
  await page.locator('#calc-end').fill('1500-01-01');
  await expect(page.locator('#calc-end')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#calc-end-error')).not.toBeEmpty();
});

test('when the calculator code cannot be downloaded the page says so and keeps its result', async ({ page }) => {
  await page.route(/\/_astro\/loan-payment\.[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/financial/loans-mortgages-payments/loan-payment/');
  await expect(page.getByRole('alert')).toContainText('Unable to load calculator');
  await expect(page.locator('.calc-results [data-output]').first()).toBeVisible();
});

test('a calculator island waits for the visitor, and what they typed and chose before it started is kept', async ({
  page,
}) => {
  const url = '/financial/loans-mortgages-payments/loan-payment/';
  // The island's two entry points: Astro's React renderer and the island component.
  const entry = /\/_astro\/(client|CalculatorIsland)\.[\w-]+\.js$/;
  const held: Route[] = [];
  let holding = true;
  await page.route(entry, (route) => {
    if (holding) held.push(route);
    else void route.continue();
  });
  await page.goto(url);
  await page.waitForLoadState('load');
  const payment = page.locator('[data-output="payment"]');
  const prerendered = await payment.innerText();
  await page.getByLabel('Loan amount').fill('12000');
  await page.getByLabel('Interest rate (APR)').fill('9');
  await page.getByLabel('Loan term unit').selectOption('months');
  expect(await page.locator('.calc[data-ready]').count()).toBe(0);
  holding = false;
  for (const route of held) await route.continue();
  await expect(page.locator('.calc[data-ready]')).toHaveCount(1, { timeout: 10_000 });

  await expect(page.getByLabel('Loan amount')).toHaveValue('12000');
  await expect(page.getByLabel('Loan term unit')).toHaveValue('month');
  await expect(page).toHaveURL(/amount=12000/);
  await expect(page).toHaveURL(/rate=9/);
  const typed = await payment.innerText();
  expect(typed).not.toBe(prerendered);
  // The same link opened afresh shows the same result: the island computed from what was typed.
  await page.unroute(entry);
  await page.goto(page.url());
  await expect(page.locator('.calc[data-ready]')).toHaveCount(1, { timeout: 10_000 });
  await expect(payment).toHaveText(typed);
});
