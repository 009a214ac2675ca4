import { expect, test, type Browser } from '@playwright/test';
import { dailyQuoteIndex, dayNumber, type PublishedQuote } from '../../src/lib/quotes/daily.ts';

/** Opens /daily-quotes/ with the browser's clock fixed, and reads the day's quote once it is shown. */
async function quoteOn(browser: Browser, isoLocalTime: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(isoLocalTime));
  await page.goto('/daily-quotes/');
  const { year, month, day } = await page.evaluate(() => {
    const now = new Date();
    return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
  });
  const dayOfVisit = dayNumber(year, month, day);
  const card = page.locator('[data-daily-quote]');
  await expect(card).toHaveAttribute('data-shown-day', String(dayOfVisit));
  const text = (await card.locator('[data-quote-text]').textContent()) ?? '';
  const author = (await card.locator('[data-quote-author]').textContent()) ?? '';
  await context.close();
  return { day: dayOfVisit, text, author };
}

async function allQuotes(browser: Browser): Promise<PublishedQuote[]> {
  const context = await browser.newContext();
  const response = await context.request.get('/daily-quotes/quotes.json');
  expect(response.ok()).toBe(true);
  const quotes = (await response.json()) as PublishedQuote[];
  await context.close();
  return quotes;
}

test('shows the quote of the visitor’s day, and a different one on another date', async ({ browser }) => {
  const quotes = await allQuotes(browser);
  expect(quotes.length).toBeGreaterThanOrEqual(366);
  const first = await quoteOn(browser, '2026-03-05T10:00:00');
  const second = await quoteOn(browser, '2026-07-19T10:00:00');
  for (const shown of [first, second]) {
    const expected = quotes[dailyQuoteIndex(shown.day, quotes.length)];
    expect(shown.text).toBe(expected?.text);
    expect(shown.author).toBe(expected?.author);
  }
  expect(second.text).not.toBe(first.text);
});

test('keeps the same quote all day and changes it after midnight', async ({ browser }) => {
  const morning = await quoteOn(browser, '2026-03-05T00:05:00');
  const night = await quoteOn(browser, '2026-03-05T23:55:00');
  const nextDay = await quoteOn(browser, '2026-03-06T00:05:00');
  expect(night.text).toBe(morning.text);
  expect(nextDay.text).not.toBe(morning.text);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page still shows a quote with its author and source', async ({ page }) => {
    await page.goto('/daily-quotes/');
    const card = page.locator('[data-daily-quote]');
    await expect(card.locator('[data-quote-text]')).not.toBeEmpty();
    await expect(card.locator('[data-quote-author]')).not.toBeEmpty();
    await expect(card.locator('cite')).not.toBeEmpty();
  });
});

test('Copy quote puts the quote, its author and its source on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/daily-quotes/');
  const card = page.locator('[data-daily-quote]');
  await expect(card).toHaveAttribute('data-shown-day', /\d+/);
  const text = (await card.locator('[data-quote-text]').textContent()) ?? '';
  const author = (await card.locator('[data-quote-author]').textContent()) ?? '';
  await card.getByRole('button', { name: 'Copy quote' }).click();
  await expect(card.getByRole('status')).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`“${text}” — ${author}, ${(await card.locator('cite').textContent()) ?? ''}`);
});

test('a refused clipboard is ignored: no error, no message', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
  });
  await page.goto('/daily-quotes/courage/');
  await page.getByRole('button', { name: 'Copy quote' }).first().click();
  await page.waitForTimeout(200);
  await expect(page.getByRole('status').first()).toHaveText('');
  expect(errors).toEqual([]);
});

test('the day’s quote links to its place among the quotes of its theme', async ({ page }) => {
  await page.goto('/daily-quotes/');
  const card = page.locator('[data-daily-quote]');
  await expect(card).toHaveAttribute('data-shown-day', /\d+/);
  const text = (await card.locator('[data-quote-text]').textContent()) ?? '';
  await card.getByRole('link', { name: /^More .+ quotes$/ }).click();
  await expect(page).toHaveURL(/\/daily-quotes\/[a-z-]+\/#quote-\d+$/);
  const anchor = new URL(page.url()).hash;
  await expect(page.locator(`${anchor} [data-quote-text]`)).toHaveText(text);
});

test('browse by theme: every theme page lists its quotes with authors and sources', async ({ page }) => {
  await page.goto('/daily-quotes/');
  const themes = page.getByRole('region', { name: 'Browse by theme' }).getByRole('link');
  expect(await themes.count()).toBeGreaterThanOrEqual(10);
  await themes.filter({ hasText: 'Friendship' }).click();
  await expect(page).toHaveURL(/\/daily-quotes\/friendship\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quotes about friendship');
  const quotes = page.locator('[data-quote]');
  expect(await quotes.count()).toBeGreaterThanOrEqual(20);
  for (const quote of (await quotes.all()).slice(0, 5)) {
    await expect(quote.locator('[data-quote-author]')).not.toBeEmpty();
    await expect(quote.locator('cite')).not.toBeEmpty();
  }
});
