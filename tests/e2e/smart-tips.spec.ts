import { expect, test, type Page } from '@playwright/test';

const SECTIONS = [
  ['wellbeing', 'Wellbeing'],
  ['planning', 'Planning'],
  ['productivity', 'Productivity'],
  ['digital-wellbeing', 'Digital wellbeing'],
] as const;

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => (JSON.parse(block) as { '@type': string })['@type']);
}

test('/smart-tips/ lists the four sections with their articles and the three planners', async ({ page }) => {
  await page.goto('/smart-tips/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Smart Tips');
  for (const [key, name] of SECTIONS) {
    const section = page.locator(`section#${key}`);
    await expect(section.getByRole('heading', { level: 2 })).toContainText(name);
    expect(await section.locator('.tip-list__item').count(), key).toBeGreaterThanOrEqual(6);
  }
  const planners = page.getByRole('region', { name: 'Planners and calculators' });
  await expect(planners.getByRole('link')).toHaveText([
    /Focus and Break Planner/,
    /Screen Time Budget/,
    /Sleep Cycle Bedtime Planner/,
  ]);
});

test('a visitor goes from /smart-tips/ to a section, an article and a related calculator, and back', async ({
  page,
}) => {
  await page.goto('/smart-tips/');
  await page
    .getByRole('navigation', { name: 'Smart Tips sections' })
    .getByRole('link', { name: /Wellbeing/ })
    .click();
  await expect(page).toHaveURL(/\/smart-tips\/wellbeing\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Wellbeing tips/);

  await page.getByRole('link', { name: 'Plan Your Bedtime Around Sleep Cycles' }).click();
  await expect(page).toHaveURL(/\/smart-tip\/plan-your-bedtime-around-sleep-cycles\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan Your Bedtime Around Sleep Cycles');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText([
    'Home',
    'Smart Tips',
    'Wellbeing',
  ]);
  expect(await jsonLdTypes(page)).toEqual(['Article', 'BreadcrumbList']);

  await page
    .getByRole('region', { name: 'Calculators for this tip' })
    .getByRole('link', { name: /Sleep Cycle Bedtime Planner/ })
    .click();
  await expect(page).toHaveURL(/\/smart-tips\/wellbeing\/sleep-cycle-bedtime-planner\/$/);
  await expect(page.locator('.calc-results [data-output]').first()).toBeVisible();
  await expect(page.locator('[data-output="bedtimeFive"]')).toContainText('23:15');

  const backLinks = page.getByRole('region', { name: 'Smart tips about this' });
  await backLinks.getByRole('link', { name: 'Plan Your Bedtime Around Sleep Cycles' }).click();
  await expect(page).toHaveURL(/\/smart-tip\/plan-your-bedtime-around-sleep-cycles\/$/);
});

for (const [key, name] of SECTIONS) {
  test(`/smart-tips/${key}/ lists its articles, calculators and the other sections`, async ({ page }) => {
    const response = await page.goto(`/smart-tips/${key}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    expect(await page.locator('.tip-list__item').count()).toBeGreaterThanOrEqual(6);
    await expect(
      page.getByRole('region', { name: 'Calculators for these tips' }).getByRole('link').first(),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'More smart tips' }).getByRole('link')).toHaveCount(4);
  });
}

test('every article link on a section page opens an article that links to working calculators', async ({ page }) => {
  await page.goto('/smart-tips/productivity/');
  const hrefs = await page
    .locator('.tip-list__title a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const href of hrefs) {
    await page.goto(href);
    const calculators = page.getByRole('region', { name: 'Calculators for this tip' }).getByRole('link');
    expect(await calculators.count(), href).toBeGreaterThan(0);
    const target = await calculators.first().getAttribute('href');
    const response = await page.request.get(target ?? '');
    expect(response.status(), `${href} → ${target}`).toBe(200);
  }
});

test('a Smart Tips calculator has a short address and a breadcrumb back to its section', async ({ page }) => {
  await page.goto('/smart-tips/focus-break-planner/');
  await expect(page).toHaveURL(/\/smart-tips\/planning\/focus-break-planner\/$/);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Planning' }).click();
  await expect(page).toHaveURL(/\/smart-tips\/planning\/$/);
});

test('an unknown article or section answers 404', async ({ page }) => {
  expect((await page.goto('/smart-tip/no-such-tip/'))?.status()).toBe(404);
  expect((await page.goto('/smart-tips/no-such-section/'))?.status()).toBe(404);
});
