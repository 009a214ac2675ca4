import { expect, test, type Page } from '@playwright/test';
import { islandOf } from './support/forms.ts';

/** Framework code: Astro's React renderer, React itself and the island components. */
const FRAMEWORK = /\/_astro\/(client|react|jsx-runtime|SuggestionForm|ContactForm|ShareBox)\.[\w-]+\.js$/;

function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

for (const [path, island, selector] of [
  ['/financial/', 'SuggestionForm', 'form[data-suggestion-form]'],
  ['/financial/', 'ShareBox', '[data-share-box] .share__links'],
  ['/about/', 'ContactForm', 'form[data-contact-form]'],
] as const) {
  test(`${path} loads no framework code until its ${island} island scrolls into view`, async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    expect(scripts.filter((url) => FRAMEWORK.test(url))).toEqual([]);
    const target = page.locator(selector);
    await expect(islandOf(target)).toHaveAttribute('ssr');
    await target.scrollIntoViewIfNeeded();
    await expect(islandOf(target)).not.toHaveAttribute('ssr');
    expect(scripts.some((url) => url.includes(`/_astro/${island}.`))).toBe(true);
  });
}

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

test('when the calculator code cannot be downloaded the page says so and keeps its result', async ({ page }) => {
  await page.route(/\/_astro\/loan-payment\.[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/financial/loans-mortgages-payments/loan-payment/');
  await expect(page.getByRole('alert')).toContainText('Unable to load calculator');
  await expect(page.locator('.calc-results [data-output]').first()).toBeVisible();
});
