import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Request } from '@playwright/test';

const METRICS_PATH = '/metrics/web-vitals';
const RECORD_KEYS = ['CLS', 'INP', 'LCP', 'pathname', 'release', 'timestamp', 'url', 'userAgent', 'viewport'];
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

type Json = Record<string, unknown>;

/**
 * Keeps a copy of every sendBeacon call in sessionStorage, which survives the navigation. The
 * browser does send beacons from a page it is leaving, but Playwright no longer reports that
 * page's requests, so the calls are watched from inside the page instead.
 */
async function spyOnBeacons(page: Page) {
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      const calls = JSON.parse(sessionStorage.getItem('beacons') ?? '[]') as unknown[];
      calls.push({ url: new URL(url, location.href).pathname, data: typeof data === 'string' ? data : null });
      sessionStorage.setItem('beacons', JSON.stringify(calls));
      return send(url, data);
    };
  });
}

/** Records what reaches the metrics address while the page stays open. */
async function routeBeacons(page: Page): Promise<Request[]> {
  const beacons: Request[] = [];
  await page.route(`**${METRICS_PATH}`, async (route) => {
    beacons.push(route.request());
    await route.fulfill({ status: 204 });
  });
  return beacons;
}

/** Loads a page and waits until the web-vitals library has been fetched and set up. */
async function openMeasuredPage(page: Page, path: string) {
  const library = page.waitForResponse((response) => /\/_astro\/web-vitals\.[\w-]+\.js$/.test(response.url()));
  await page.goto(path);
  await library;
  // The library registers its observers right after it has loaded.
  await page.waitForTimeout(100);
}

/** What a phone does when the visitor switches apps: the page becomes hidden without unloading. */
async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test('the web-vitals library loads only after the page has finished loading', async ({ page }) => {
  await openMeasuredPage(page, '/about/');
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const library = performance.getEntriesByType('resource').find((entry) => /web-vitals\./.test(entry.name));
    return { loadEnd: navigation.loadEventEnd, libraryStart: library?.startTime ?? -1 };
  });
  expect(timing.loadEnd).toBeGreaterThan(0);
  expect(timing.libraryStart).toBeGreaterThanOrEqual(timing.loadEnd);
});

test('leaving a page sends exactly one beacon with the vitals record', async ({ page, baseURL }) => {
  await spyOnBeacons(page);
  await openMeasuredPage(page, '/about/?from=test');
  await page.locator('h1').click();
  await page.waitForTimeout(300);
  await page.goto('/');
  // Both visibilitychange and pagehide fire on the way out; a second beacon would show here.
  const calls = await page.evaluate(() => JSON.parse(sessionStorage.getItem('beacons') ?? '[]') as unknown[]);
  expect(calls).toHaveLength(1);
  const [call] = calls as { url: string; data: string }[];
  expect(call?.url).toBe(METRICS_PATH);
  const record = JSON.parse(call?.data ?? '{}') as Json;
  expect(Object.keys(record).sort()).toEqual(RECORD_KEYS);
  expect(record).toMatchObject({
    url: `${baseURL}/about/`,
    pathname: '/about/',
    viewport: '1366x900',
    release: version,
    CLS: 0,
  });
  // Chromium under automation drops its user-agent override while a page unloads, so only the
  // shape is checked here; the hide test below compares it exactly.
  expect(record['userAgent']).toMatch(/^Mozilla\/5\.0 \(.+Chrome\//);
  expect(Date.now() - Date.parse(String(record['timestamp']))).toBeLessThan(30_000);
  expect(record['LCP']).toEqual(expect.any(Number));
  expect(record['LCP']).toBeGreaterThan(0);
  expect(record['INP']).toEqual(expect.any(Number));
});

test('hiding the page posts the record to the metrics address and reports web_vital events to gtag, CLS × 1000', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const events: unknown[][] = [];
    Object.assign(window, { events, gtag: (...args: unknown[]) => events.push(args) });
  });
  const beacons = await routeBeacons(page);
  await openMeasuredPage(page, '/about/');
  await page.locator('h1').click();
  // A layout shift well after the click (shifts right after input do not count).
  await page.waitForTimeout(700);
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '200px';
    document.querySelector('main')?.prepend(spacer);
  });
  await page.waitForTimeout(300);
  await hidePage(page);
  await expect.poll(() => beacons.length).toBe(1);
  const beacon = beacons[0];
  expect(beacon?.method()).toBe('POST');
  const record = beacon?.postDataJSON() as Json;
  expect(Object.keys(record).sort()).toEqual(RECORD_KEYS);
  expect(record['CLS']).toBeGreaterThan(0);
  expect(record['userAgent']).toBe(await page.evaluate(() => navigator.userAgent));

  const events = await page.evaluate(() => (window as unknown as { events: [string, string, Json][] }).events);
  const vitals = events.filter(([command, name]) => command === 'event' && name === 'web_vital').map(([, , p]) => p);
  expect(vitals.map((params) => params['metric_name'])).toEqual(['CLS', 'LCP', 'INP']);
  const [cls, lcp, inp] = vitals;
  expect(cls).toMatchObject({ value: Math.round(Number(record['CLS']) * 1000), metric_value: record['CLS'] });
  expect(lcp).toMatchObject({ value: Math.round(Number(record['LCP'])), metric_value: record['LCP'] });
  expect(inp).toMatchObject({ value: Math.round(Number(record['INP'])), metric_value: record['INP'] });
});

test('without gtag the web_vital events go to the dataLayer', async ({ page }) => {
  await page.addInitScript(() => {
    Object.assign(window, { dataLayer: [] });
  });
  await openMeasuredPage(page, '/about/');
  await hidePage(page);
  const pushed = await page.evaluate(() => (window as unknown as { dataLayer: Json[] }).dataLayer);
  expect(pushed.filter((entry) => entry['event'] === 'web_vital').map((entry) => entry['metric_name'])).toEqual([
    'CLS',
    'LCP',
  ]);
});
