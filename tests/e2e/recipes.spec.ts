import { expect, test, type Page } from '@playwright/test';
import { frameworkScripts, watchScripts } from './support/recipes.ts';

const HIDDEN_KEY = 'skn:hidden_cuisines';
test.describe('the recipes page', () => {
  test('shows every section with its count in two columns, and the total of all items', async ({ page }) => {
    await page.goto('/recipes/');
    const sections = page.locator('.recipe-section');
    await expect(sections).toHaveCount(19);
    let total = 0;
    for (const section of await sections.all()) {
      const heading = (await section.locator('h2').textContent()) ?? '';
      const count = Number(/\((\d+)\)\s*$/.exec(heading.trim())?.[1]);
      const lists = section.locator('ul');
      await expect(lists).toHaveCount(2);
      const first = await lists.nth(0).locator('li').count();
      const second = await lists.nth(1).locator('li').count();
      expect(first + second, heading).toBe(count);
      expect(first, heading).toBe(Math.ceil(count / 2));
      total += count;
    }
    await expect(page.locator('.recipes-index__badge')).toHaveText(`${total} items`);
  });

  test('links each cuisine to its page, with the country flag', async ({ page }) => {
    await page.goto('/recipes/');
    const cards = page.locator('[data-cuisine]');
    await expect(cards).toHaveCount(12);
    const italian = page.locator('[data-cuisine="italian"]');
    await expect(italian.getByRole('link', { name: 'Italian' })).toHaveAttribute('href', '/recipes/italian/');
    const flag = italian.getByRole('img', { name: 'Flag of Italy' });
    await expect(flag).toHaveAttribute('src', '/flags/it.svg');
    await flag.scrollIntoViewIfNeeded();
    await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const response = await page.request.get('/flags/lb.svg');
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/^<svg/);
  });

  test('a removed cuisine disappears here and in another tab, and restoring brings it back', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/recipes/');
    await second.goto('/recipes/');
    const restore = (page: Page) => page.getByRole('button', { name: 'Restore removed cuisines' });
    await expect(restore(first)).toBeHidden();

    await first.getByRole('button', { name: 'Remove Greek' }).click();
    await expect(first.locator('[data-cuisine="greek"]')).toBeHidden();
    await expect(restore(first)).toBeVisible();
    await expect(restore(first)).toBeFocused();
    expect(await first.evaluate((key) => localStorage.getItem(key), HIDDEN_KEY)).toBe('["greek"]');
    await expect(second.locator('[data-cuisine="greek"]')).toBeHidden();
    await expect(restore(second)).toBeVisible();
    await expect(second.locator('[data-cuisine="thai"]')).toBeVisible();

    await restore(second).click();
    await expect(second.locator('[data-cuisine="greek"]')).toBeVisible();
    await expect(restore(second)).toBeHidden();
    await expect(first.locator('[data-cuisine="greek"]')).toBeVisible();
    await expect(restore(first)).toBeHidden();
  });

  test('removed cuisines stay removed on the next visit, before any script loads', async ({ page }) => {
    await page.addInitScript((key) => {
      localStorage.setItem(key, JSON.stringify(['italian', 'mexican']));
    }, HIDDEN_KEY);
    const scripts = watchScripts(page);
    await page.goto('/recipes/');
    await expect(page.locator('[data-cuisine="italian"]')).toBeHidden();
    await expect(page.locator('[data-cuisine="mexican"]')).toBeHidden();
    await expect(page.locator('[data-cuisine="french"]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Restore removed cuisines' })).toBeVisible();
    expect(frameworkScripts(scripts)).toEqual([]);
  });

  test('a broken stored value is ignored', async ({ page }) => {
    await page.addInitScript((key) => {
      localStorage.setItem(key, '{not json');
    }, HIDDEN_KEY);
    await page.goto('/recipes/');
    await expect(page.locator('[data-cuisine]:visible')).toHaveCount(12);
    await expect(page.getByRole('button', { name: 'Restore removed cuisines' })).toBeHidden();
  });
});

test('a cuisine page lists its 10 recipes with a snippet and the total time', async ({ page }) => {
  await page.goto('/recipes/japanese/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Japanese recipes');
  await expect(page.getByRole('img', { name: 'Flag of Japan' })).toBeVisible();
  const recipes = page.locator('.cuisine-recipe');
  await expect(recipes).toHaveCount(10);
  for (const recipe of await recipes.all()) {
    await expect(recipe.getByRole('link')).toHaveAttribute('href', /^\/recipes\/japanese\/[a-z0-9-]+\/$/);
    await expect(recipe.locator('.cuisine-recipe__snippet')).not.toBeEmpty();
    await expect(recipe).toContainText(/Total time: \d+ (min|hr)/);
  }
});

test('every recipe linked from the recipes page and the cuisine pages answers with the whole recipe', async ({
  page,
}) => {
  await page.goto('/recipes/');
  const hrefs = new Set(
    await page.locator('.recipe-section__list a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
  );
  const cuisines = await page.locator('[data-cuisine] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  for (const cuisine of cuisines) {
    await page.goto(cuisine!);
    for (const href of await page
      .locator('.cuisine-recipe a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      hrefs.add(href);
    }
  }
  expect(hrefs.size).toBe(167);
  for (const href of hrefs) {
    const response = await page.request.get(href!);
    expect(response.status(), href!).toBe(200);
    const html = await response.text();
    expect(html, href!).toMatch(/<li data-ingredient/);
    expect(html, href!).toMatch(/<ol class="recipe__steps[^"]*"><li id="step-1"/);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    const recipe = jsonLd.find((entry) => entry['@type'] === 'Recipe');
    expect(recipe, href!).toBeDefined();
    expect((recipe!['recipeIngredient'] as unknown[]).length, href!).toBeGreaterThan(2);
    expect(
      jsonLd.some((entry) => entry['@type'] === 'BreadcrumbList'),
      href!,
    ).toBe(true);
  }
});

test.describe('an unknown address under /recipes/', () => {
  for (const path of ['/recipes/italian/no-such-dish/', '/recipes/atlantis/', '/recipes/atlantis']) {
    test(`${path} lands on the recipes page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/recipes\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Recipes/);
    });
  }

  test('other unknown addresses still show the not-found screen', async ({ page }) => {
    await page.goto('/recipe/italian/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calculator not found');
  });
});
