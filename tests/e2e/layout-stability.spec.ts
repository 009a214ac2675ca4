import { expect, test } from '@playwright/test';

interface Shift {
  value: number;
  /** What moved: tag and class, with its box before and after (x, y, width, height). */
  moved: string[];
}

/**
 * The layout shifts from navigation to a settled page that the CLS metric counts (not those right
 * after input), each with what moved, so a failure says where to look.
 */
async function layoutShifts(
  page: import('@playwright/test').Page,
  path: string,
  settled: () => Promise<void> = () => page.waitForLoadState('networkidle'),
): Promise<Shift[]> {
  await page.addInitScript(() => {
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const win = window as unknown as { layoutShifts: Shift[] };
    const box = (rect: DOMRectReadOnly) => [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',');
    win.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] }
      >) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map(({ node, previousRect, currentRect }) => {
          const name =
            node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName);
          return `${name} [${box(previousRect)}] → [${box(currentRect)}]`;
        });
        win.layoutShifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await settled();
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
}

/** The sum of the shifts, as CLS adds them up on a short page visit. */
const total = (shifts: readonly Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

for (const path of ['/', '/financial/', '/about/', '/search/', '/search/?q=loan']) {
  for (const width of [390, 1366]) {
    test(`nothing shifts while ${path} loads at ${width}px (ad space and islands are reserved)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const shifts = await layoutShifts(page, path);
      expect(total(shifts), JSON.stringify(shifts)).toBe(0);
    });
  }
}

/** A slow phone connection (150 ms, 1.6 Mbit/s) and a CPU four times slower. */
async function slowPhone(page: import('@playwright/test').Page, context: import('@playwright/test').BrowserContext) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/*
 * A calculator page on a slow phone: the top of the page may be painted before the rest has
 * arrived, and the calculator's code arrives after the first touch or an idle moment; neither may
 * move what is already shown.
 */
for (const width of [390, 1366]) {
  test(`nothing shifts while a calculator page loads slowly and its calculator starts, at ${width}px`, async ({
    page,
    context,
  }) => {
    await slowPhone(page, context);
    await page.setViewportSize({ width, height: 844 });
    const shifts = await layoutShifts(page, '/financial/loans-mortgages-payments/loan-payment/', async () => {
      await expect(page.locator('.calc[data-ready]')).toHaveCount(1, { timeout: 20_000 });
    });
    expect(total(shifts), JSON.stringify(shifts)).toBe(0);
  });
}

/* The search page on a slow phone: the header arrives in pieces, then the index and the results. */
test('nothing shifts while the search page loads slowly and shows its results, at 390px', async ({ page, context }) => {
  await slowPhone(page, context);
  await page.setViewportSize({ width: 390, height: 844 });
  const shifts = await layoutShifts(page, '/search/?q=loan', async () => {
    await expect(page.locator('.search-results li').first()).toBeVisible({ timeout: 20_000 });
  });
  expect(total(shifts), JSON.stringify(shifts)).toBe(0);
});

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
