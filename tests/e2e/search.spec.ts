import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { waitForHydration } from './support/forms.ts';
import { pageScriptsStarted } from './support/page-scripts.ts';

const status = (page: import('@playwright/test').Page) => page.locator('[data-search-status]');

test('an empty search page invites a query', async ({ page }) => {
  await page.goto('/search/');
  await expect(status(page)).toHaveText('Type a query to search across all tools.');
});

test('an empty search page downloads no search code until the box is focused', async ({ page }) => {
  const searchFiles: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/(search-tool|pagefind\/|_astro\/(rank|load-tools|search-suggestions)\.)/.test(path)) searchFiles.push(path);
  });
  await page.goto('/search/');
  await waitForHydration(page.locator('.search-app'));
  await page.waitForLoadState('networkidle');
  expect(searchFiles).toEqual([]);
  await page.getByLabel('Search query').focus();
  await expect.poll(() => searchFiles.some((path) => path.includes('search-suggestions'))).toBe(true);
});

test('a search page opened with a query says it is searching, never "Type a query", until its results come', async ({
  page,
}) => {
  // Hold the framework back, as a slow phone does, to look at the page before the search starts.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_astro\/react\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/search/?q=loan');
  await expect(status(page)).toBeHidden();
  await expect(page.getByText('Searching pages…')).toBeVisible();
  release();
  await expect(status(page)).toHaveText(/^\d+ results for "loan"$/);
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(status(page)).toHaveText('Type a query to search across all tools.');
  await expect(page.getByText('Searching pages…')).toBeHidden();
});

test('tool matches come best first and link to canonical calculator pages', async ({ page }) => {
  await page.goto('/search/?q=loan');
  await expect(status(page)).toHaveText(/^\d+ results for "loan"$/);
  await expect(page.locator('.search-card a').first()).toHaveAttribute(
    'href',
    '/financial/loans-mortgages-payments/loan-payment/',
  );
});

test('a misspelt query still finds the tools meant', async ({ page }) => {
  await page.goto('/search/?q=morgage');
  await expect(page.locator('.search-card__title').first()).toContainText('Mortgage');
});

test('matching is a case-insensitive substring of the slug', async ({ page }) => {
  await page.goto('/search/?q=AMORTIZ');
  await expect(page.locator('.search-card a[href$="/mortgage-amortization/"]')).toBeVisible();
});

test('a word found only in a calculator FAQ is found through full-text search', async ({ page }) => {
  await page.goto('/search/?q=muscular');
  await expect(page.locator('.search-card a[href="/health/body-metrics/bmi-body-mass-index/"]')).toBeVisible({
    timeout: 10_000,
  });
  await expect(status(page)).toHaveText(/^\d+ results? for "muscular"$/);
});

test('a query with no match says so', async ({ page }) => {
  await page.goto('/search/?q=zzqqxxnomatch');
  await expect(status(page)).toHaveText('No results for "zzqqxxnomatch". Try different keywords.');
});

test('Clear empties the box, the address and the results; back restores them', async ({ page }) => {
  await page.goto('/search/?q=loan');
  await expect(page.locator('.search-card').first()).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByLabel('Search query')).toHaveValue('');
  await expect(page).toHaveURL(/\/search\/$/);
  await expect(page.locator('.search-card')).toHaveCount(0);
  await page.goBack();
  await expect(page.getByLabel('Search query')).toHaveValue('loan');
  await expect(page.locator('.search-card').first()).toBeVisible();
});

test('typing and pressing Search updates the address', async ({ page }) => {
  await page.goto('/search/');
  // Typed before the island wakes, the text would be replaced by its first render.
  await waitForHydration(page.locator('.search-app'));
  await page.getByLabel('Search query').fill('  compound ');
  await page.locator('.search-app').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\?q=compound$/);
  await expect(page.locator('.search-card a[href$="/compound-interest/"]')).toBeVisible();
});

test('Read more and Read less toggle a long description', async ({ page }) => {
  await page.goto('/search/?q=mortgage');
  await expect(page.getByRole('button', { name: 'Read more' }).first()).toBeVisible();
  // Pin the card by position: once expanded it no longer has a Read more button.
  const index = await page
    .locator('.search-card')
    .evaluateAll((cards) => cards.findIndex((card) => card.textContent.includes('Read more')));
  const card = page.locator('.search-card').nth(index);
  const text = card.locator('.search-card__text');
  await expect(text).toHaveClass(/search-card__text--clamped/);
  await card.getByRole('button', { name: 'Read more' }).click();
  await expect(text).not.toHaveClass(/search-card__text--clamped/);
  await expect(card.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
  await card.getByRole('button', { name: 'Read less' }).click();
  await expect(text).toHaveClass(/search-card__text--clamped/);
});

test('an HTML payload in the query is shown as text and runs nothing', async ({ page }) => {
  let dialog = false;
  page.on('dialog', (d) => {
    dialog = true;
    void d.dismiss();
  });
  const payload = '<img src=x onerror=alert(1)>';
  await page.goto(`/search/?q=${encodeURIComponent(payload)}`);
  await expect(status(page)).toContainText(payload);
  await expect(page.locator('.search-app img')).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(dialog).toBe(false);
});

test('the header search lands here with BMI first among the tool matches', async ({ page }) => {
  await page.goto('/about/');
  await pageScriptsStarted(page);
  await page.locator('#header-search-input').fill('  bmi  ');
  await page.locator('#header-search-input').press('Enter');
  await page.waitForURL(/\/search\/\?q=bmi$/);
  await expect(page.locator('.search-card').first()).toContainText('BMI Calculator');
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds nothing on the search page with results (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => {
      localStorage.setItem('theme', value);
    }, theme);
    await page.goto('/search/?q=calculator');
    await expect(page.locator('.search-card').first()).toBeVisible();
    expect(await axeViolations(page, null)).toEqual([]);
  });
}

// What the search page downloads for a query (compressed, as on the wire): the tools' index and
// titles, the descriptions of the found tools' hubs, then Pagefind's script, wasm, index chunk and
// the fragments of the pages it shows. The first results (the tools, or the pages when no tool
// matches) wait for at most 150 KB of it.
const SEARCH_DATA = /^\/(pagefind|search-tool)/;
for (const query of ['muscular', 'loan']) {
  test(`the first results for "${query}" wait for at most 150 KB, the whole search for 200 KB`, async ({ page }) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('.search-card')) {
          (window as unknown as { firstCardAt: number }).firstCardAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`/search/?q=${query}`);
    await expect(page.locator('.search-card').first()).toBeVisible({ timeout: 10_000 });
    await page.waitForLoadState('networkidle');
    const bytes = await page.evaluate((pattern) => {
      const firstCardAt = (window as unknown as { firstCardAt: number }).firstCardAt;
      const entries = performance
        .getEntriesByType('resource')
        .filter((entry) => new RegExp(pattern).test(new URL(entry.name).pathname));
      const total = (list: PerformanceResourceTiming[]) => list.reduce((sum, entry) => sum + entry.encodedBodySize, 0);
      return { first: total(entries.filter((entry) => entry.responseEnd <= firstCardAt)), whole: total(entries) };
    }, SEARCH_DATA.source);
    // Pagefind's web worker would download outside these figures; the page searches without it.
    expect(workers).toEqual([]);
    expect(bytes.first).toBeGreaterThan(0);
    expect(bytes.first).toBeLessThanOrEqual(150 * 1024);
    expect(bytes.whole).toBeLessThanOrEqual(200 * 1024);
    console.log(`search for "${query}": first results after ${String(bytes.first)} B, whole ${String(bytes.whole)} B`);
  });
}
