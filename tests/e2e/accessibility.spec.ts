import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** One page per template. */
const PAGES = [
  '/',
  '/about/',
  '/privacy/',
  '/contact/',
  '/cookies/',
  '/glow-demo/',
  '/search/',
  '/financial/',
  '/recipes/',
  '/smart-tips/',
  '/smart-tips/wellbeing/',
  '/smart-tip/plan-your-bedtime-around-sleep-cycles/',
  '/daily-quotes/',
  '/daily-quotes/courage/',
  '/smart-tips/planning/focus-break-planner/',
  '/no-such-page/',
];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => {
        localStorage.setItem('theme', value);
      }, theme);
    });

    for (const path of PAGES) {
      test(`axe finds nothing on ${path}`, async ({ page }) => {
        await page.goto(path);
        expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe(theme);
        await expectNoViolations(page);
      });
    }

    test('axe finds nothing with the More menu open', async ({ page }) => {
      await page.goto('/');
      await page.locator('#more-button').focus();
      await page.keyboard.press('Enter');
      await expectNoViolations(page);
    });

    test('axe finds nothing with the small-screen menu open', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto('/');
      await page.getByLabel('Menu', { exact: true }).click();
      await expectNoViolations(page);
    });
  });
}
