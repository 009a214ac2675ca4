import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { waitForHydration } from './support/forms.ts';

const headerBox = (page: Page) => page.getByRole('combobox', { name: 'Search all tools' });
const headerList = (page: Page) => page.locator('#header-search-input-suggestions');

test('a page that is only read downloads no search code', async ({ page }) => {
  const searchFiles: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/(search-tool|_astro\/(rank|load-tools|search-suggestions)\.)/.test(path)) searchFiles.push(path);
  });
  await page.goto('/about/');
  await page.waitForLoadState('networkidle');
  expect(searchFiles).toEqual([]);
  await headerBox(page).focus();
  await expect.poll(() => searchFiles.includes('/search-tools.json')).toBe(true);
});

test('the header suggests tools once two characters are typed', async ({ page }) => {
  await page.goto('/about/');
  const box = headerBox(page);
  await box.pressSequentially('b');
  await expect(headerList(page)).toBeHidden();
  await box.pressSequentially('m');
  await expect(headerList(page)).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const options = headerList(page).getByRole('option');
  await expect(options.first()).toContainText('BMI Calculator');
  expect(await options.count()).toBeLessThanOrEqual(8);
});

test('Down and Enter open the chosen suggestion', async ({ page }) => {
  await page.goto('/about/');
  const box = headerBox(page);
  await box.pressSequentially('kg to lb');
  await expect(headerList(page).getByRole('option').first()).toContainText('Weight');
  await box.press('ArrowDown');
  const chosen = headerList(page).getByRole('option', { selected: true });
  await expect(chosen).toHaveCount(1);
  await expect(box).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id')) ?? '');
  await box.press('Enter');
  await page.waitForURL(/\/conversion\/[^/]+\/weight-mass-converter\/$/);
});

test('Escape closes the suggestions, Down opens them again and Enter without a choice searches', async ({ page }) => {
  await page.goto('/about/');
  const box = headerBox(page);
  await box.pressSequentially('loan');
  await expect(headerList(page)).toBeVisible();
  await box.press('Escape');
  await expect(headerList(page)).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('ArrowDown');
  await expect(headerList(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Escape');
  await box.press('Enter');
  await page.waitForURL(/\/search\/\?q=loan$/);
});

test('a click on a suggestion opens the tool', async ({ page }) => {
  await page.goto('/about/');
  await headerBox(page).pressSequentially('morgage');
  await headerList(page).getByRole('option').first().click();
  await page.waitForURL(/\/financial\/[^/]+\/mortgage-[^/]+\/$/);
});

test('the search page suggests tools under its own box', async ({ page }) => {
  await page.goto('/search/');
  await waitForHydration(page.locator('.search-app'));
  const box = page.getByRole('combobox', { name: 'Search query' });
  await box.pressSequentially('bmi');
  const list = page.locator('#search-page-suggestions');
  await expect(list.getByRole('option').first()).toContainText('BMI Calculator');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('ArrowDown');
  await box.press('Enter');
  await page.waitForURL(/\/health\/[^/]+\/bmi-body-mass-index\/$/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds nothing with the suggestions open (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => {
      localStorage.setItem('theme', value);
    }, theme);
    await page.goto('/about/');
    await headerBox(page).pressSequentially('loan');
    await expect(headerList(page)).toBeVisible();
    await headerBox(page).press('ArrowDown');
    await expect(headerList(page).getByRole('option', { selected: true })).toBeVisible();
    expect(await axeViolations(page, null)).toEqual([]);

    await page.goto('/search/');
    await waitForHydration(page.locator('.search-app'));
    const box = page.getByRole('combobox', { name: 'Search query' });
    await box.pressSequentially('mortgage');
    await expect(page.locator('#search-page-suggestions')).toBeVisible();
    await box.press('ArrowDown');
    await expect(page.locator('#search-page-suggestions').getByRole('option', { selected: true })).toBeVisible();
    expect(await axeViolations(page, null)).toEqual([]);
  });
}

test('on a phone the suggestions stay on the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/about/');
  await headerBox(page).pressSequentially('mortgage');
  await expect(headerList(page)).toBeVisible();
  const box = await headerList(page).boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
});
