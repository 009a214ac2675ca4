import { expect, test, type Browser, type Page } from '@playwright/test';
import { UNIT_SYSTEM_KEY } from '../../src/engine/ui/unit-preference.ts';

/*
 * A link shows the person who opens it the result its sender saw, whatever the opener's own unit
 * preference or time zone: links made under one preference are opened under the other, and links
 * with zones are opened from a browser in another zone.
 */

const BMI = '/health/body-metrics/bmi-body-mass-index/';
const CHOCOLATE = '/pets/dogs/dog-chocolate-toxicity/';
const TIME_ZONES = '/time/time-zones-clocks/time-zone-converter/';
const UNITS = '/conversion/core-units/unit-converter/';
const MORTGAGE = '/financial/loans-mortgages-payments/mortgage-amortization/';

const results = (page: Page) => page.locator('.calc-results');

async function ready(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('.calc[data-ready]')).toHaveCount(1, { timeout: 10_000 });
}

/** A fresh visitor whose saved preference is `system`, in time zone `zone`. */
async function visitor(browser: Browser, system: 'metric' | 'imperial', zone = 'Europe/London') {
  const context = await browser.newContext({ timezoneId: zone, locale: 'en-SG' });
  await context.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('seeded', 'yes');
      }
    },
    [UNIT_SYSTEM_KEY, system] as const,
  );
  return { context, page: await context.newPage() };
}

/** What the sender sees and the link they share, then what the opener sees. */
async function sentAndOpened(
  browser: Browser,
  url: string,
  sender: { system: 'metric' | 'imperial'; zone?: string },
  opener: { system: 'metric' | 'imperial'; zone?: string },
  edit: (page: Page) => Promise<void>,
) {
  const from = await visitor(browser, sender.system, sender.zone);
  await ready(from.page, url);
  await edit(from.page);
  await expect(from.page).toHaveURL(/v=2/);
  const seen = await results(from.page).innerText();
  const link = from.page.url();
  await from.context.close();
  const to = await visitor(browser, opener.system, opener.zone);
  await ready(to.page, link);
  const opened = await results(to.page).innerText();
  await to.context.close();
  return { seen, opened, link };
}

test('BMI: 80 kg shared by a metric visitor is 80 kg, BMI 26.1, for an opener who prefers pounds', async ({
  browser,
}) => {
  const { seen, opened } = await sentAndOpened(browser, BMI, { system: 'metric' }, { system: 'imperial' }, (page) =>
    page.getByLabel('Weight', { exact: true }).fill('80'),
  );
  expect(seen).toContain('26.1');
  expect(opened).toBe(seen);
});

test('BMI: 180 lb shared by an imperial visitor stays 180 lb for a metric opener', async ({ browser }) => {
  const { seen, opened, link } = await sentAndOpened(
    browser,
    BMI,
    { system: 'imperial' },
    { system: 'metric' },
    (page) => page.getByLabel('Weight', { exact: true }).fill('180'),
  );
  expect(link).toContain('weight.unit=lb');
  expect(opened).toBe(seen);
  expect(opened).not.toContain('Obesity class III');
});

test('dog chocolate: the risk for a 5 kg dog is the same for an opener who prefers pounds', async ({ browser }) => {
  const { seen, opened } = await sentAndOpened(
    browser,
    CHOCOLATE,
    { system: 'metric' },
    { system: 'imperial' },
    (page) => page.locator('#calc-dogWeight').fill('5'),
  );
  expect(opened).toBe(seen);
});

test('time zone converter: a time sent from Chicago reads the same to someone in India', async ({ browser }) => {
  const { seen, opened, link } = await sentAndOpened(
    browser,
    TIME_ZONES,
    { system: 'metric', zone: 'America/Chicago' },
    { system: 'metric', zone: 'Asia/Kolkata' },
    async (page) => {
      await page.locator('#calc-when').fill('2026-07-01T15:00');
      await page.locator('#calc-to').selectOption('Europe/Paris');
    },
  );
  expect(link).toContain('from=America%2FChicago');
  expect(seen).toContain('22:00');
  expect(opened).toBe(seen);
});

test('unit converter and mortgage: links carry the units and the currency', async ({ browser }) => {
  const units = await sentAndOpened(browser, UNITS, { system: 'imperial' }, { system: 'metric' }, (page) =>
    page.locator('#calc-value').fill('12'),
  );
  expect(units.opened).toBe(units.seen);
  const mortgage = await sentAndOpened(
    browser,
    MORTGAGE,
    { system: 'metric' },
    { system: 'imperial' },
    async (page) => {
      await page.getByLabel('Currency').first().selectOption('EUR');
      await page.locator('#calc-price').fill('300000');
    },
  );
  expect(mortgage.link).toContain('currency=EUR');
  expect(mortgage.opened).toBe(mortgage.seen);
});

test.describe('the share box on a calculator page', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('shares the result on screen: Copy link, the link field and every social button carry the inputs', async ({
    page,
  }) => {
    await ready(page, BMI);
    await page.getByLabel('Weight', { exact: true }).fill('80');
    await expect(page).toHaveURL(/weight=80/);
    const box = page.locator('[data-share-box]');
    await box.scrollIntoViewIfNeeded();
    const field = box.getByLabel('Link to this result');
    await expect(field).toHaveValue(/weight=80.*v=2/);
    const link = await field.inputValue();
    expect(new URL(link).searchParams.get('weight.unit')).toBe('kg');
    await expect
      .poll(() => box.locator('.share__links a').first().getAttribute('href'))
      .toContain(encodeURIComponent(link));
    await box.getByRole('button', { name: 'Copy link' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    // The embed stays the bare page.
    await expect(box.getByLabel('Embed code')).not.toHaveValue(/weight=/);
  });
});

test.describe('a first visit from the United States', () => {
  test.use({ locale: 'en-US' });

  test('opens in pounds and inches with figures a person would type, and money in dollars', async ({ page }) => {
    await ready(page, BMI);
    await expect(page.getByLabel('Weight unit')).toHaveValue('lb');
    await expect(page.getByLabel('Weight', { exact: true })).toHaveValue('154.3');
    await expect(page.getByLabel('US / Imperial')).toBeChecked();
  });
});

test.describe('a first visit from the United Kingdom', () => {
  test.use({ locale: 'en-GB' });

  test('opens money in pounds sterling and measures in metric', async ({ page }) => {
    await ready(page, MORTGAGE);
    await expect(page.getByLabel('Currency').first()).toHaveValue('GBP');
    await ready(page, BMI);
    await expect(page.getByLabel('Weight unit')).toHaveValue('kg');
  });
});

test.describe('sunrise for typed coordinates', () => {
  test.use({ timezoneId: 'Europe/Paris' });

  test('a visitor in Paris who types Paris’s coordinates sees local times, not UTC', async ({ page }) => {
    await ready(page, '/time/sun-moon-astronomy/sunrise-sunset-times/');
    await page.locator('#calc-day').fill('2024-06-21');
    await page.locator('#calc-place').selectOption('custom');
    await page.getByLabel('Place: latitude, longitude').fill('48.8566, 2.3522');
    // NOAA Solar Calculator, Paris 2024-06-21 (UTC+2): sunrise 05:47, sunset 21:58.
    await expect(page.locator('[data-output="sunrise"]')).toHaveText(/05:4[67]/);
    await expect(page.locator('[data-output="timeZoneNote"]')).toContainText('Europe/Paris');
  });
});
