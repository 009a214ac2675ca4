import { expect, test, type Page } from '@playwright/test';

const box = (page: Page) => page.locator('[data-share-box]');

/** Opens a page and waits for its share box's script, which starts after the first paint. */
async function openBox(page: Page, path: string) {
  await page.goto(path);
  await expect(box(page)).toHaveAttribute('data-ready', '');
}

test('every share intent carries the encoded page address without its query or fragment', async ({ page, baseURL }) => {
  await openBox(page, '/financial/?utm_source=newsletter&ref=x#loans');
  const u = encodeURIComponent(`${baseURL}/financial/`);
  const t = encodeURIComponent('Financial Calculators');
  // The script writes the page's own address into the links as it starts: poll until then.
  const hrefs = () =>
    box(page)
      .locator('.share__links a')
      .evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]));
  await expect.poll(hrefs).toEqual([
    ['Share on X', `https://twitter.com/intent/tweet?url=${u}&text=${t}`],
    ['Share on Facebook', `https://www.facebook.com/sharer/sharer.php?u=${u}`],
    ['Share on LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${u}`],
    ['Share on Reddit', `https://www.reddit.com/submit?url=${u}&title=${t}`],
    ['Share on WhatsApp', `https://wa.me/?text=${t}%20${u}`],
    ['Share by e-mail', `mailto:?subject=${t}&body=${u}`],
  ]);
  await expect(box(page).getByLabel('Link to this page')).toHaveValue(`${baseURL}/financial/`);
});

test.describe('with clipboard access', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Copy embed puts the exact iframe snippet on the clipboard', async ({ page, baseURL }) => {
    await openBox(page, '/financial/?utm_source=newsletter');
    await box(page).getByRole('button', { name: 'Copy embed' }).click();
    await expect(box(page).getByRole('status')).toHaveText('Embed code copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `<iframe src="${baseURL}/financial/" title="Financial Calculators" width="100%" style="min-height:650px;border:0" loading="lazy"></iframe>`,
    );
    await expect(box(page).getByLabel('Embed code')).toHaveValue(
      `<iframe src="${baseURL}/financial/" title="Financial Calculators" width="100%" style="min-height:650px;border:0" loading="lazy"></iframe>`,
    );
  });

  test('Copy link puts the page address without its query on the clipboard', async ({ page, baseURL }) => {
    await openBox(page, '/construction/?q=concrete');
    await box(page).getByRole('button', { name: 'Copy link' }).click();
    await expect(box(page).getByRole('status')).toHaveText('Link copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/construction/`);
  });
});

test('a refused clipboard is ignored silently', async ({ page }) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
    });
  });
  await openBox(page, '/financial/');
  await box(page).getByRole('button', { name: 'Copy link' }).click();
  await page.waitForTimeout(200);
  await expect(box(page).getByRole('status')).toHaveText('');
  expect(errors).toEqual([]);
});

test('the Share button is hidden where the browser has no Web Share API', async ({ page }) => {
  await page.addInitScript(() => {
    // Some Chromium builds have the API; make sure this one does not.
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  await openBox(page, '/financial/');
  await expect(box(page).getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(box(page).getByRole('button', { name: 'Share…' })).toBeHidden();
});

test('where the Web Share API exists, Share opens it with the title and address; cancelling is ignored', async ({
  page,
  baseURL,
}) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    Object.assign(window, { shareCalls: calls });
    Object.defineProperty(navigator, 'share', {
      value: (data: unknown) => {
        calls.push(data);
        return Promise.reject(new DOMException('Share canceled', 'AbortError'));
      },
    });
  });
  await openBox(page, '/financial/?utm_source=x');
  await box(page).getByRole('button', { name: 'Share…' }).click();
  expect(await page.evaluate(() => (window as unknown as { shareCalls: unknown[] }).shareCalls)).toEqual([
    { title: 'Financial Calculators', url: `${baseURL}/financial/` },
  ]);
  await page.waitForTimeout(200);
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the share links are in the page as plain links', async ({ page }) => {
    await page.goto('/financial/');
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '';
    expect(canonical).toMatch(/\/financial\/$/);
    const hrefs = await box(page)
      .locator('.share__links a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs).toHaveLength(6);
    for (const href of hrefs) expect(href).toContain(encodeURIComponent(canonical));
  });
});

test.describe('a calculator that writes its result in one sentence', () => {
  const BANANAS = '/funny/home-pets-pop-culture/height-in-bananas/';
  const shareText = (href: string | null) => new URL(href ?? '').searchParams.get('text');

  test('the social cards and the share links say the default result; the links follow the result on screen', async ({
    page,
  }) => {
    await openBox(page, BANANAS);
    // 170 cm ÷ a medium USDA banana (7 7⁄16 in = 18.89125 cm) = 8.999; 180 cm gives 9.528.
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      'At 170 cm, you are 9.0 bananas tall.',
    );
    await expect(page.locator('meta[name="twitter:description"]')).toHaveAttribute(
      'content',
      'At 170 cm, you are 9.0 bananas tall.',
    );
    const xLink = box(page).getByRole('link', { name: 'Share on X' });
    expect(shareText(await xLink.getAttribute('href'))).toBe('At 170 cm, you are 9.0 bananas tall.');
    await expect(page.locator('.calc[data-ready]')).toHaveCount(1, { timeout: 10_000 });
    await page.getByLabel('Your height', { exact: true }).fill('180');
    await expect
      .poll(async () => shareText(await xLink.getAttribute('href')))
      .toBe('At 180 cm, you are 9.5 bananas tall.');
  });
});
