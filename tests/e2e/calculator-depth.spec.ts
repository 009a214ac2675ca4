import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The in-depth checks, for every calculator in /calculators.json (read from the built site so
 * each new calculator is covered without new test code).
 */
interface IndexEntry {
  slug: string;
  url: string;
  inputs: { key: string; kind: string; default: unknown }[];
}

const index = JSON.parse(readFileSync(join(process.cwd(), 'dist', 'calculators.json'), 'utf8')) as IndexEntry[];
const GARBAGE = /NaN|Infinity|undefined|\[object Object\]/;
const TYPED_KINDS = new Set(['number', 'integer', 'money', 'percent']);

async function ready(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('.calc[data-ready]')).toHaveCount(1, { timeout: 10_000 });
}

/** A different valid value for a numeric field: its default nudged, inside typical bounds. */
function nudged(value: unknown): string {
  const number = Number(value);
  if (!Number.isFinite(number) || number === 0) return '1';
  return String(Math.round(number * 1.1 * 1000) / 1000);
}

for (const entry of index) {
  test.describe(entry.slug, () => {
    const numeric = entry.inputs.find((input) => TYPED_KINDS.has(input.kind));

    test('typing updates the result, and the address brings it back', async ({ page }) => {
      // Typed fields first, then dates and clock times: the first that changes the result is used.
      const numericFields = [
        ...entry.inputs.filter((input) => TYPED_KINDS.has(input.kind)),
        ...entry.inputs.filter((input) => input.kind === 'date' || input.kind === 'datetime'),
        ...entry.inputs.filter((input) => input.kind === 'time'),
      ];
      test.skip(numericFields.length === 0, 'no typed numeric, date or time field');
      await ready(page, entry.url);
      const results = page.locator('.calc-results');
      const before = (await results.textContent()) ?? '';
      // Some fields only count in another mode of the calculator: use the first that matters.
      const newValue = (input: (typeof numericFields)[number]) =>
        input.kind === 'date'
          ? '2001-02-03'
          : input.kind === 'datetime'
            ? '2001-02-03T04:05'
            : input.kind === 'time'
              ? '04:05'
              : nudged(input.default);
      let changed: (typeof numericFields)[number] | undefined;
      for (const input of numericFields) {
        await page.locator(`#calc-${input.key}`).fill(newValue(input));
        await page.waitForTimeout(100);
        if (((await results.textContent()) ?? '') !== before) {
          changed = input;
          break;
        }
        await page.getByRole('button', { name: 'Reset' }).click();
      }
      if (!changed) throw new Error('no numeric field changes the result with the default settings');
      await expect(page).toHaveURL(new RegExp(`[?&]${changed.key}=`));
      const after = (await results.textContent()) ?? '';
      await page.reload();
      await expect(page.locator('.calc[data-ready]')).toHaveCount(1, { timeout: 10_000 });
      await expect(page.locator(`#calc-${changed.key}`)).toHaveValue(newValue(changed));
      await expect(results).toHaveText(after);
    });

    test('hostile values get a message at the field, never garbage', async ({ page }) => {
      test.skip(!numeric, 'no typed numeric field');
      await ready(page, entry.url);
      const field = page.locator(`#calc-${numeric!.key}`);
      for (const value of ['abc', '', '-1e400']) {
        await field.fill(value);
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(page.locator(`#calc-${numeric!.key}-error`)).not.toBeEmpty();
        await expect(page.locator('.calc-results')).not.toContainText(GARBAGE);
      }
    });

    test('switching a unit keeps the quantity the same', async ({ page }) => {
      await ready(page, entry.url);
      const unitMenu = page.locator('.calc-field__unit[aria-label$=" unit"]').first();
      test.skip((await unitMenu.count()) === 0, 'no unit menu');
      const before = (await page.locator('.calc-results').textContent()) ?? '';
      const options = await unitMenu.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
      const current = await unitMenu.inputValue();
      await unitMenu.selectOption(options.find((option) => option !== current) ?? current);
      await expect(page.locator('.calc-results')).toHaveText(before);
    });

    test('it can be used from the keyboard alone', async ({ page }) => {
      await ready(page, entry.url);
      await page.locator('.calc').locator('input, select, textarea').first().focus();
      // Tab through every control to the Calculate button without getting stuck (a week of
      // time fields, each with hour and minute stops, takes well over a hundred presses).
      for (let step = 0; step < 200; step += 1) {
        const label = await page.evaluate(() => document.activeElement?.textContent.trim() ?? '');
        if (label === 'Calculate') break;
        await page.keyboard.press('Tab');
      }
      await expect(page.getByRole('button', { name: 'Calculate' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('.calc-results')).toBeFocused();
    });

    for (const theme of ['light', 'dark'] as const) {
      test(`axe finds nothing (${theme})`, async ({ page }) => {
        await page.addInitScript((value) => {
          localStorage.setItem('theme', value);
        }, theme);
        await ready(page, entry.url);
        const results = await new AxeBuilder({ page }).include('main').analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
          [],
        );
      });
    }
  });
}
