import { expect, test } from '@playwright/test';

const TILE_TARGETS: Array<[name: string, landsOn: string]> = [
  ['Financial', '/financial/'],
  ['Pets', '/pets/'],
  ['Everyday', '/everyday/'],
  ['Video', '/video/'],
  ['Recipes', '/recipes/'],
  ['Smart Tips', '/smart-tips/'],
  ['Daily Quotes', '/daily-quotes/'],
  ['Sports', '/sports/'],
  ['Funny', '/funny/'],
];

for (const [name, landsOn] of TILE_TARGETS) {
  test(`the ${name} tile lands on ${landsOn}`, async ({ page }) => {
    await page.goto('/');
    await page.locator('.tile', { hasText: name }).first().click();
    await expect(page).toHaveURL(new RegExp(`${landsOn}$`));
  });
}

test('the everyday and video tiles go through their alias paths', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.tile', { hasText: 'Everyday' })).toHaveAttribute('href', '/everyday-life/');
  await expect(page.locator('.tile', { hasText: 'Video' })).toHaveAttribute('href', '/tv-video/');
  await expect(page.locator('.tile')).toHaveCount(18);
});

test('the six featured calculators are present', async ({ page }) => {
  await page.goto('/');
  const titles = await page.locator('[data-featured] h3').allTextContents();
  expect(titles.map((t) => t.trim())).toEqual([
    'BMI Calculator',
    'Loan Calculator',
    'Tip Calculator',
    'Unit Converter',
    'Calorie Calculator',
    'Grade Calculator',
  ]);
});

test('the marketing claims and the structured data are on the page', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.stats')).toContainText('Over 5 million');
  await expect(page.locator('.stats')).toContainText('calculations performed monthly');
  await expect(page.locator('.stats')).toContainText('Always free');
  await expect(page.locator('.stats')).toContainText('15%');
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  expect(jsonLd.map((entry) => entry['@type'])).toEqual(['Organization', 'WebSite']);
  expect(JSON.stringify(jsonLd[1])).toContain('/search/?q={search_term_string}');
});

test('the tile grid grows from one to six columns with the width', async ({ page }) => {
  const columnsAt = async (width: number) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    return page
      .locator('.grid-tiles')
      .first()
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  };
  expect(await columnsAt(360)).toBe(1);
  expect(await columnsAt(1600)).toBe(6);
});
