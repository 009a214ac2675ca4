import { expect, test, type Page } from '@playwright/test';

const button = (page: Page) => page.locator('#more-button');
const menu = (page: Page) => page.locator('#more-menu');
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent.trim());

test.beforeEach(async ({ page }) => {
  await page.goto('/about/');
});

test('Enter opens the menu on the first item; arrows move and wrap; Escape closes and returns focus', async ({
  page,
}) => {
  await button(page).focus();
  await page.keyboard.press('Enter');
  await expect(menu(page)).toBeVisible();
  await expect(button(page)).toHaveAttribute('aria-expanded', 'true');
  expect(await focusedText(page)).toBe('Recipes');
  await page.keyboard.press('ArrowDown');
  expect(await focusedText(page)).toBe('Smart Tips');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  expect(await focusedText(page)).toBe('Video');
  await page.keyboard.press('Home');
  expect(await focusedText(page)).toBe('Recipes');
  await page.keyboard.press('End');
  expect(await focusedText(page)).toBe('Video');
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(button(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(button(page)).toBeFocused();
});

test('Space and ArrowDown open the menu too, and Enter on an item follows it', async ({ page }) => {
  await button(page).focus();
  await page.keyboard.press('Space');
  await expect(menu(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('ArrowDown');
  await expect(menu(page)).toBeVisible();
  expect(await focusedText(page)).toBe('Recipes');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/smart-tips\/$/);
});

test('type-ahead jumps to the matching item and resets after 1000 ms', async ({ page }) => {
  await button(page).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('s');
  expect(await focusedText(page)).toBe('Smart Tips');
  await page.keyboard.press('s');
  expect(await focusedText(page)).toBe('Sports');
  await page.keyboard.press('d');
  // "ssd" matches nothing, so focus stays.
  expect(await focusedText(page)).toBe('Sports');
  await page.waitForTimeout(1100);
  await page.keyboard.press('d');
  expect(await focusedText(page)).toBe('Daily Quotes');
  await page.keyboard.press('f');
  // "df" has no match within the reset window.
  expect(await focusedText(page)).toBe('Daily Quotes');
  await page.waitForTimeout(1100);
  await page.keyboard.press('f');
  expect(await focusedText(page)).toBe('Funny');
});

test('Tab out of the open menu closes it', async ({ page }) => {
  await button(page).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(menu(page)).toBeHidden();
});

test('pointer: opens after resting over it, stays open through a short exit, closes after the grace time', async ({
  page,
}) => {
  const box = await button(page).boundingBox();
  if (!box) throw new Error('More button not laid out');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(menu(page)).toBeVisible();
  // Leave briefly and come back within 300 ms: still open.
  await page.mouse.move(box.x + box.width / 2, box.y + 300);
  await page.waitForTimeout(150);
  await expect(menu(page)).toBeVisible();
  await menu(page).getByRole('menuitem', { name: 'Funny' }).hover();
  await page.waitForTimeout(400);
  await expect(menu(page)).toBeVisible();
  // Leave for good.
  await page.mouse.move(10, 600);
  await page.waitForTimeout(450);
  await expect(menu(page)).toBeHidden();
});

test('pointer: passing over the button quicker than 100 ms does not open it', async ({ page }) => {
  const box = await button(page).boundingBox();
  if (!box) throw new Error('More button not laid out');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.move(10, 600);
  await page.waitForTimeout(200);
  await expect(menu(page)).toBeHidden();
});

test('a click on a menu item navigates', async ({ page }) => {
  await button(page).click();
  await menu(page).getByRole('menuitem', { name: 'Daily Quotes' }).click();
  await expect(page).toHaveURL(/\/daily-quotes\/$/);
});

test('pointer: clicking the button after the hover opened it keeps it open; a second click closes it', async ({
  page,
}) => {
  await button(page).hover();
  await page.waitForTimeout(200);
  await expect(menu(page)).toBeVisible();
  await button(page).click();
  await expect(menu(page)).toBeVisible();
  await button(page).click();
  await expect(menu(page)).toBeHidden();
});
