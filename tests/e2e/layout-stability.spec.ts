import { expect, test } from '@playwright/test';

/** Sums layout shifts from navigation to a settled page, as the CLS metric does. */
async function cumulativeLayoutShift(page: import('@playwright/test').Page, path: string) {
  await page.addInitScript(() => {
    const win = window as unknown as { layoutShift: number };
    win.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) win.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

for (const path of ['/', '/financial/', '/about/', '/search/', '/search/?q=loan']) {
  for (const width of [390, 1366]) {
    test(`nothing shifts while ${path} loads at ${width}px (ad space and islands are reserved)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      expect(await cumulativeLayoutShift(page, path)).toBe(0);
    });
  }
}

test('ad slots keep their advertised sizes', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/financial/');
  expect(await page.locator('[data-ad-slot="tall"]').boundingBox()).toMatchObject({ width: 300, height: 600 });
  expect(await page.locator('[data-ad-slot="box"]').boundingBox()).toMatchObject({ width: 300, height: 250 });
  await page.goto('/');
  expect(await page.locator('[data-ad-slot="banner"]').boundingBox()).toMatchObject({ width: 970, height: 90 });
  await page.setViewportSize({ width: 390, height: 900 });
  expect(await page.locator('[data-ad-slot="banner"]').boundingBox()).toMatchObject({ width: 320, height: 100 });
  await expect(page.locator('[data-ad-slot="banner"]')).toHaveText('Advertisement');
});
