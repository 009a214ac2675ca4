import { expect, test } from '@playwright/test';
import { frameworkScripts, ingredient, watchScripts } from './support/recipes.ts';

/** 6 servings; lists "¾ cup panko or dry breadcrumbs". */
const BURGERS = '/recipes/black-bean-burgers/';

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
