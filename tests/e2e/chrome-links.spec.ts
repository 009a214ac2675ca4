import { expect, test } from '@playwright/test';

test('every header, More and footer link answers 200', async ({ page, request }) => {
  await page.goto('/');
  const hrefs = await page
    .locator('.site-header a[href^="/"], .site-footer a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))]);
  // 11 main links + 7 More links + footer groups and company links.
  expect(hrefs.length).toBeGreaterThanOrEqual(25);
  for (const href of hrefs) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
  }
});

test('the header has the 11 main links and the More menu the 7 others, in order', async ({ page }) => {
  await page.goto('/');
  const main = await page
    .locator('.main-nav__list > li > a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(main).toEqual([
    '/construction/',
    '/electrical/',
    '/automotive/',
    '/financial/',
    '/health/',
    '/cooking/',
    '/conversion/',
    '/math/',
    '/pets/',
    '/science/',
    '/time/',
  ]);
  const more = await page.locator('#more-menu a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(more).toEqual(['/recipes/', '/smart-tips/', '/daily-quotes/', '/everyday/', '/sports/', '/funny/', '/video/']);
});

test('footer groups list exactly the specified links', async ({ page }) => {
  await page.goto('/');
  const group = (name: string) =>
    page
      .getByRole('navigation', { name })
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(await group('Calculators')).toEqual([
    '/cooking/',
    '/conversion/',
    '/math/',
    '/health/',
    '/financial/',
    '/pets/',
    '/science/',
    '/time/',
    '/video/',
    '/construction/',
    '/electrical/',
  ]);
  expect(await group('Resources')).toEqual([
    '/construction/',
    '/electrical/',
    '/automotive/',
    '/everyday-life/',
    '/sports/',
    '/funny/',
    '/tv/',
  ]);
  expect(await group('Company')).toEqual(['/about/', '/contact/', '/privacy/', '/terms/', '/cookie-settings/']);
  await expect(page.locator('.site-footer__social a')).toHaveCount(4);
  await expect(page.locator('.site-footer form input[name="_gotcha"]')).toHaveCount(1);
});

test('the footer shows the current year and back to top returns to the top', async ({ page }) => {
  await page.goto('/about/');
  await expect(page.locator('[data-current-year]')).toHaveText(String(new Date().getFullYear()));
  await page.locator('.site-footer__top').click();
  await expect(page).toHaveURL(/#top$/);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(10);
});

for (const [alias, target] of [
  ['/everyday-life', '/everyday/'],
  ['/tv', '/video/'],
  ['/tv-video', '/video/'],
] as const) {
  test(`the alias ${alias} lands on ${target}`, async ({ page }) => {
    await page.goto(alias);
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator('h1')).toBeVisible();
  });
}

test('the header is 64px tall on small screens and 80px from medium width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  expect((await page.locator('.site-header').boundingBox())?.height).toBe(64);
  await page.setViewportSize({ width: 1024, height: 800 });
  expect((await page.locator('.site-header').boundingBox())?.height).toBe(80);
});

test('on a small screen the menu button reveals every category link', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await expect(page.locator('.main-nav')).toBeHidden();
  await page.getByLabel('Menu', { exact: true }).click();
  const links = page.getByRole('navigation', { name: 'All categories' }).getByRole('link');
  await expect(links).toHaveCount(18);
  await links.filter({ hasText: 'Pets' }).click();
  await expect(page).toHaveURL(/\/pets\/$/);
});
