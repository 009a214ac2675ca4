import { expect, test as base, type BrowserContextOptions, type ConsoleMessage, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { axeViolations } from './support/axe.ts';
import { GARBAGE } from '../../scripts/site-checks/calculator-pages.ts';

/**
 * One browser visit per calculator, walking the page as a visitor would, in named steps so a
 * failure says which check broke. The list comes from the built /calculators.json, so a new
 * calculator is covered without new test code. What needs no browser is proven cheaper: the
 * pre-rendered result and labels over the built HTML (scripts/site-checks/calculator-pages.ts),
 * hostile input in every field through evaluate and the result text (the property tests), that
 * every calculator's link means the same to an opener who prefers the other unit system
 * (tests/unit/calculators/links.test.ts; shared-links.spec.ts opens a few in the browser), and
 * each input kind's own behaviour once (input-kinds.spec.ts).
 *
 * Each worker walks its calculators in one tab, as a visitor going from one calculator to the
 * next would, so the browser's cache and compiled code carry over between visits; a visit starts
 * at the desktop size and leaves nothing behind but what the site itself keeps for that calculator.
 */
interface IndexInput {
  key: string;
  kind: string;
  default: unknown;
}
interface IndexEntry {
  slug: string;
  url: string;
  inputs: IndexInput[];
}

const TAB_OPTIONS = [
  'baseURL',
  'locale',
  'viewport',
  'userAgent',
  'deviceScaleFactor',
  'isMobile',
  'hasTouch',
] as const;

const test = base.extend<{ page: Page }, { tab: Page }>({
  tab: [
    async ({ browser }, use, workerInfo) => {
      // The page options of the configuration (a worker's tab cannot take the per-test ones).
      const options = Object.fromEntries(
        TAB_OPTIONS.flatMap((key) =>
          workerInfo.project.use[key] === undefined ? [] : [[key, workerInfo.project.use[key]]],
        ),
      ) as BrowserContextOptions;
      const context = await browser.newContext(options);
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ tab, viewport }, use) => {
    if (viewport) await tab.setViewportSize(viewport);
    await use(tab);
  },
});

const index = JSON.parse(readFileSync(join(process.cwd(), 'dist', 'calculators.json'), 'utf8')) as IndexEntry[];
const TYPED_KINDS = new Set(['number', 'integer', 'money', 'percent']);

/** A different valid value for a field: a numeric default nudged, or a fixed date or time. */
function newValue(input: IndexInput): string {
  if (input.kind === 'date') return '2001-02-03';
  if (input.kind === 'datetime') return '2001-02-03T04:05';
  if (input.kind === 'time') return '04:05';
  const number = Number(input.default);
  if (!Number.isFinite(number) || number === 0) return '1';
  return String(Math.round(number * 1.1 * 1000) / 1000);
}

/** Fields a visitor types into, typed numbers first, then dates and clock times. */
function typedFields(entry: IndexEntry): IndexInput[] {
  return [
    ...entry.inputs.filter((input) => TYPED_KINDS.has(input.kind)),
    ...entry.inputs.filter((input) => input.kind === 'date' || input.kind === 'datetime'),
    ...entry.inputs.filter((input) => input.kind === 'time'),
  ];
}

async function resultsText(page: Page): Promise<string> {
  return (await page.locator('.calc-results').textContent()) ?? '';
}

/** Waits briefly for the results to differ from `before`; false when they never do. */
async function resultsChange(page: Page, before: string): Promise<boolean> {
  try {
    await expect.poll(() => resultsText(page), { timeout: 1_000, intervals: [25, 50, 100] }).not.toBe(before);
    return true;
  } catch {
    return false;
  }
}

test('the index lists the calculators and is served', async ({ request }) => {
  expect(index.length).toBeGreaterThan(0);
  expect((await request.get('/calculators.json')).ok()).toBe(true);
});

for (const entry of index) {
  test(`${entry.slug}: a visitor's walk through the page`, async ({ page }) => {
    const errors: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(message.text());
    };
    const onPageError = (error: Error) => errors.push(error.message);
    page.on('console', onConsole);
    page.on('pageerror', onPageError);
    const results = page.locator('.calc-results');

    await test.step('shows its pre-rendered result and becomes ready', async () => {
      await page.goto(entry.url, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('.calc-results [data-output]').first()).toBeVisible();
      await expect(page.locator('.calc[data-ready]')).toHaveCount(1, { timeout: 10_000 });
      await expect(results).not.toContainText(GARBAGE);
    });

    await test.step('axe (light theme) finds nothing inside main', async () => {
      expect(await axeViolations(page)).toEqual([]);
    });

    // A clock that follows the visitor's (a countdown's "counting from") is stopped at a typed time,
    // so the results change only when the walk changes them.
    for (const input of entry.inputs.filter((field) => field.default === 'now')) {
      await page.locator(`#calc-${input.key}`).fill(input.kind === 'time' ? '12:00' : '2000-01-01T12:00');
    }

    await test.step('switching a unit keeps the quantity the same', async () => {
      const unitMenu = page.locator('.calc-field__unit[aria-label$=" unit"]').first();
      if ((await unitMenu.count()) === 0) return;
      const before = await resultsText(page);
      const options = await unitMenu.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
      const current = await unitMenu.inputValue();
      await unitMenu.selectOption(options.find((option) => option !== current) ?? current);
      await expect(results).toHaveText(before);
      await page.getByRole('button', { name: 'Reset' }).click();
    });

    const fields = typedFields(entry);
    await test.step('typing updates the result and the address', async () => {
      if (fields.length === 0) return;
      const before = await resultsText(page);
      // Some fields only count in another mode of the calculator: the first that matters is used.
      let changed: IndexInput | undefined;
      for (const input of fields) {
        await page.locator(`#calc-${input.key}`).fill(newValue(input));
        if (await resultsChange(page, before)) {
          changed = input;
          break;
        }
        await page.getByRole('button', { name: 'Reset' }).click();
      }
      if (!changed) throw new Error('no typed field changes the result with the default settings');
      await expect(page).toHaveURL(new RegExp(`[?&]${changed.key}=`));
    });

    await test.step('a hostile value gets a message at the field, never garbage', async () => {
      const numeric = fields.find((input) => TYPED_KINDS.has(input.kind));
      if (!numeric) return;
      const field = page.locator(`#calc-${numeric.key}`);
      await field.fill('abc');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator(`#calc-${numeric.key}-error`)).not.toBeEmpty();
      await expect(results).not.toContainText(GARBAGE);
      await page.getByRole('button', { name: 'Reset' }).click();
      await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    });

    await test.step('the controls are reached by keyboard, and Enter on Calculate moves focus to the results', async () => {
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
      await expect(results).toBeFocused();
    });

    await test.step('on a 390×844 phone the first input is in the first screen', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.evaluate(() => {
        window.scrollTo(0, 0);
      });
      const top = await page
        .locator('.calc')
        .locator('input, select, textarea')
        .first()
        .evaluate((control) => control.getBoundingClientRect().top);
      expect(top).toBeLessThanOrEqual(560);
    });

    await test.step('at 360 px wide the page does not scroll sideways', async () => {
      await page.setViewportSize({ width: 360, height: 740 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    await test.step('no console error or page error along the way', () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      expect(errors).toEqual([]);
    });
  });
}
