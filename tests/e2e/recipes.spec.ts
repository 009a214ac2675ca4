import { expect, test, type Page } from '@playwright/test';

const HIDDEN_KEY = 'skn:hidden_cuisines';
/** 6 servings; lists "¾ cup panko or dry breadcrumbs". */
const BURGERS = '/recipes/black-bean-burgers/';

/** Scripts a page asked for: framework code has "client", "react" or the island in its name. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}
const frameworkScripts = (scripts: readonly string[]) =>
  scripts.filter((url) => /\/_astro\/(client|react|jsx-runtime|RecipeScaler)\./.test(url));

const ingredient = (page: Page, text: string) => page.locator('[data-ingredient]', { hasText: text });

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

test.describe('a recipe page', () => {
  test('has times, servings, steps, tips, estimated nutrition, references and its structured data', async ({
    page,
  }) => {
    await page.goto('/recipes/italian/minestrone/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Minestrone');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Italian');
    await expect(page.locator('.recipe__facts')).toContainText('Total');
    for (const name of ['Ingredients', 'Instructions', 'Tips', 'References']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.locator('#nutrition-heading')).toContainText('Estimated');
    const recipe = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((s) => JSON.parse(s.textContent) as Record<string, unknown>).find((e) => e['@type'] === 'Recipe'),
      );
    expect(recipe).toMatchObject({
      name: 'Minestrone',
      recipeCuisine: 'Italian',
      recipeYield: '6 servings',
      prepTime: 'PT20M',
      cookTime: 'PT50M',
      totalTime: 'PT1H10M',
      nutrition: { '@type': 'NutritionInformation', calories: '270 calories' },
    });
    expect((recipe!['recipeInstructions'] as Array<Record<string, unknown>>)[0]).toMatchObject({
      '@type': 'HowToStep',
    });
  });

  test('loads no framework JavaScript until the scaler is touched; the first click counts', async ({ page }) => {
    const scripts = watchScripts(page);
    await page.goto(BURGERS);
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(frameworkScripts(scripts)).toEqual([]);
    await expect(ingredient(page, 'panko')).toContainText('¾ cup panko');

    await page.getByRole('button', { name: 'More servings' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Servings' })).toHaveValue('7');
    expect(frameworkScripts(scripts).length).toBeGreaterThan(0);
    await expect(page.locator('.scaler__status')).toHaveText(/Quantities for 7 servings/);
  });

  test('doubling the servings doubles the quantities, written as kitchen fractions', async ({ page }) => {
    await page.goto(BURGERS);
    await page.getByRole('spinbutton', { name: 'Servings' }).fill('12');
    await expect(ingredient(page, 'panko')).toContainText('1 ½ cups panko');
    await page.getByRole('spinbutton', { name: 'Servings' }).fill('3');
    // ⅜ cup is no measuring cup; 6 tbsp is exact.
    await expect(ingredient(page, 'panko')).toContainText('6 tbsp panko');
  });

  test('a servings count that is not a whole number from 1 to 100 gets a message and keeps the last amounts', async ({
    page,
  }) => {
    await page.goto(BURGERS);
    const servings = page.getByRole('spinbutton', { name: 'Servings' });
    await servings.fill('12');
    await expect(ingredient(page, 'panko')).toContainText('1 ½ cups');
    for (const bad of ['0', '1000', '']) {
      await servings.fill(bad);
      await expect(page.getByRole('alert')).toHaveText('Enter a whole number of servings from 1 to 100.');
      await expect(ingredient(page, 'panko')).toContainText('1 ½ cups');
      await expect(page.locator('.recipe')).not.toContainText(/NaN|Infinity|undefined/);
    }
    await servings.blur();
    await expect(servings).toHaveValue('12');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('at 1 serving, counted items are named in the singular and rounded to a half, with a note', async ({ page }) => {
    await page.goto(BURGERS);
    await page.getByRole('spinbutton', { name: 'Servings' }).fill('1');
    // 2 eggs for 6 servings is ⅓ egg for one: rounded to ½, and the line says so.
    await expect(ingredient(page, 'large egg')).toHaveText('½ large egg (rounded from ⅓)');
    await expect(page.locator('.scaler__status')).toContainText(
      'Amounts in the steps are for the original 6 servings.',
    );
    await expect(page.locator('.scaler__status')).toContainText('Quantities for 1 serving (the recipe makes 6).');
    // 150 servings is past the limit: the field says so and the amounts stay.
    await page.getByRole('spinbutton', { name: 'Servings' }).fill('150');
    await expect(page.getByRole('alert')).toHaveText('Enter a whole number of servings from 1 to 100.');
    await expect(ingredient(page, 'large egg')).toHaveText('½ large egg (rounded from ⅓)');
  });

  test('in metric, spoonfuls stay spoons with their millilitres', async ({ page }) => {
    await page.goto(BURGERS);
    await page.getByLabel('Metric').click();
    // NIST Handbook 44: 1 US teaspoon = 4.93 mL.
    await expect(ingredient(page, 'chili powder')).toHaveText('1 tsp (5 ml) chili powder');
  });

  test('the unit choice converts between US and metric and back', async ({ page }) => {
    await page.goto(BURGERS);
    await page.getByLabel('Metric').click();
    await expect(page.getByLabel('Metric')).toBeChecked();
    await expect(ingredient(page, 'panko')).toContainText('177 ml panko');
    await page.getByRole('spinbutton', { name: 'Servings' }).fill('12');
    await expect(ingredient(page, 'panko')).toContainText('355 ml panko');
    await page.getByLabel('As written').click();
    await expect(ingredient(page, 'panko')).toContainText('1 ½ cups panko');

    await page.goto('/recipes/italian/minestrone/');
    await expect(ingredient(page, 'canned chopped tomatoes')).toContainText('400 g');
    await page.getByLabel('US', { exact: true }).click();
    await expect(ingredient(page, 'canned chopped tomatoes')).toContainText('14 oz');
    await expect(ingredient(page, 'vegetable stock')).toContainText('6 ⅓ cups');
    await expect(ingredient(page, 'garlic')).toContainText('2 cloves');
  });

  test('without JavaScript it shows the quantities as written and no dead controls', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(BURGERS);
    await expect(ingredient(page, 'panko')).toContainText('¾ cup panko');
    await expect(page.locator('.scaler__controls')).toBeHidden();
    await expect(page.locator('.scaler__status')).toHaveText('Quantities for 6 servings.');
    await context.close();
  });

  test('prints only the recipe', async ({ page }) => {
    await page.goto('/recipes/italian/minestrone/');
    await page.emulateMedia({ media: 'print' });
    for (const selector of [
      '.site-header',
      '.site-footer',
      '.side-rail',
      '.ad',
      '.suggest',
      '.share',
      '.scaler__controls',
    ]) {
      await expect(page.locator(selector).first(), selector).toBeHidden();
    }
    await expect(page.locator('.recipe__steps')).toBeVisible();
    await expect(ingredient(page, 'olive oil')).toBeVisible();
  });
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
