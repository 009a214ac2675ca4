import { expect, test, type Page } from '@playwright/test';
import { URL_STATE_VERSION } from '../../src/engine/ui/url-state.ts';
import { axeViolations } from './support/axe.ts';
import { GARBAGE } from '../../scripts/site-checks/calculator-pages.ts';

/**
 * How each input kind behaves, proven once on a test-only page whose calculator has one field of
 * every kind (tests/fixtures/input-kinds.ts), instead of once per calculator. The page is built
 * only for the tests (BUILD_TEST_PAGES=1) and is never published.
 */
const PAGE = '/test/input-kinds/';
const VERSION = URL_STATE_VERSION;

async function open(page: Page, path = PAGE) {
  const response = await page.goto(path);
  expect(response?.status(), 'the test pages are built with BUILD_TEST_PAGES=1, as npm test does').toBe(200);
  await expect(page.locator('.calc[data-ready]')).toHaveCount(1, { timeout: 10_000 });
}

const field = (page: Page, key: string) => page.locator(`#calc-${key}`);
const message = (page: Page, key: string) => page.locator(`#calc-${key}-error`);
const total = (page: Page) => page.locator('.calc-results [data-output]').first();

/** Text kinds, a value each refuses, and a value each takes. */
const TYPED = [
  { kind: 'number', key: 'length', bad: 'abc', good: '3' },
  { kind: 'number below its minimum', key: 'length', bad: '-1', good: '0' },
  { kind: 'integer', key: 'count', bad: '2.5', good: '4' },
  { kind: 'integer above its maximum', key: 'count', bad: '101', good: '100' },
  { kind: 'money', key: 'amount', bad: '12abc', good: '1,250.50' },
  { kind: 'percent', key: 'rate', bad: '101', good: '7.25' },
  { kind: 'duration', key: 'term', bad: 'x', good: '3' },
  { kind: 'number list', key: 'values', bad: '1, two, 3', good: '4, 5, 6' },
  { kind: 'fraction', key: 'part', bad: '1/0', good: '3/4' },
  { kind: 'text', key: 'numeral', bad: 'MMMMMMMMMMMMMMMM', good: 'XLII' },
  { kind: 'text of several lines', key: 'message', bad: ' ', good: 'Two\nlines' },
  { kind: 'date out of range', key: 'day', bad: '1800-01-01', good: '2000-01-01' },
] as const;

for (const { kind, key, bad, good } of TYPED) {
  test(`${kind}: a refused value is named at the field, the results say what to fix, and a good value clears it`, async ({
    page,
  }) => {
    await open(page);
    await field(page, key).fill(bad);
    await expect(field(page, key)).toHaveAttribute('aria-invalid', 'true');
    await expect(message(page, key)).not.toBeEmpty();
    await expect(field(page, key)).toHaveAttribute('aria-describedby', new RegExp(`calc-${key}-error`));
    await expect(page.locator('.calc-results')).not.toContainText(GARBAGE);
    await expect(field(page, key)).toHaveValue(bad);
    await field(page, key).fill(good);
    await expect(field(page, key)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.calc-results')).not.toContainText(GARBAGE);
  });
}

test('a number with a unit menu converts the figure, keeps the quantity, and the address keeps the unit', async ({
  page,
}) => {
  await open(page);
  const before = await total(page).textContent();
  await page.getByRole('combobox', { name: 'Length unit' }).selectOption('cm');
  await expect(field(page, 'length')).toHaveValue('200');
  await expect(total(page)).toHaveText(before ?? '');
  await field(page, 'length').fill('250');
  await expect(page).toHaveURL(/length=250/);
  await expect(page).toHaveURL(/length\.unit=cm/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Length unit' })).toHaveValue('cm');
  await expect(field(page, 'length')).toHaveValue('250');
});

test('a duration unit switch keeps the quantity', async ({ page }) => {
  await open(page);
  const before = await total(page).textContent();
  await page.getByRole('combobox', { name: 'Term unit' }).selectOption('month');
  await expect(field(page, 'term')).toHaveValue('24');
  await expect(total(page)).toHaveText(before ?? '');
});

test('radio buttons move with the arrow keys, a checkbox toggles with Space, a menu changes from the keyboard', async ({
  page,
}) => {
  await open(page);
  await page.getByRole('radio', { name: 'Small' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Large' })).toBeChecked();
  await expect(page).toHaveURL(/size=large/);
  const checkbox = page.getByRole('checkbox', { name: 'Round the total' });
  await checkbox.focus();
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
  await expect(total(page)).not.toContainText('.');
  const colour = page.getByRole('combobox', { name: 'Colour' });
  await colour.focus();
  await page.keyboard.press('ArrowDown');
  await expect(colour).toHaveValue('blue');
  await expect(page.locator('.calc-results')).toContainText('blue');
});

test('every control is reached by Tab in order, shows where the focus is, and Enter on Calculate focuses the results', async ({
  page,
}) => {
  await open(page);
  const controls = page.locator('.calc').locator('input:not([type="radio"]):not([type="hidden"]), select, textarea');
  const expected = await controls.evaluateAll((nodes) =>
    nodes.map((node) => node.id || node.getAttribute('aria-label')),
  );
  await controls.first().focus();
  const reached: (string | null)[] = [];
  for (let step = 0; step < 80; step += 1) {
    const focused = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      if (!active) return null;
      const style = getComputedStyle(active);
      return {
        name: active.id || active.getAttribute('aria-label'),
        text: active.textContent.trim(),
        type: active.getAttribute('type'),
        visible: style.outlineStyle !== 'none' || style.boxShadow !== 'none',
      };
    });
    if (!focused || focused.text === 'Calculate') break;
    // Date and time fields take a Tab stop per part; the browser highlights the part in focus.
    const segmented = ['date', 'time', 'datetime-local'].includes(focused.type ?? '');
    expect(focused.visible || segmented, `focus is visible on ${String(focused.name)}`).toBe(true);
    if (focused.type !== 'radio' && reached.at(-1) !== focused.name) reached.push(focused.name);
    await page.keyboard.press('Tab');
  }
  expect(reached).toEqual(expected);
  await expect(page.getByRole('button', { name: 'Calculate' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.calc-results')).toBeFocused();
});

test('a link with every kind of value shows the same fields and result to anyone', async ({ page }) => {
  await open(
    page,
    `${PAGE}?length=30&length.unit=cm&count=5&values=1,1&part=1/4&term=6&term.unit=month&colour=blue&size=large&rounded=true&v=${VERSION}`,
  );
  await expect(field(page, 'length')).toHaveValue('30');
  await expect(field(page, 'values')).toHaveValue('1,1');
  await expect(page.getByRole('radio', { name: 'Large' })).toBeChecked();
  await expect(page.locator('.calc-results')).toContainText('blue');
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds nothing on the page of every input kind (${theme}), also with every field refused`, async ({
    page,
  }) => {
    await page.addInitScript((value) => {
      localStorage.setItem('theme', value);
    }, theme);
    await open(page);
    expect(await axeViolations(page)).toEqual([]);
    for (const { key, bad } of TYPED) await field(page, key).fill(bad);
    await expect(message(page, 'amount')).not.toBeEmpty();
    expect(await axeViolations(page)).toEqual([]);
  });
}
