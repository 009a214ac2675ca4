import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { answerForm, json, waitForHydration } from './support/forms.ts';

/** Fills and sends the contact and suggestion forms on /contact/, answering with `contact` and `suggestion`. */
async function sendBothForms(page: Page, contact: ReturnType<typeof json>, suggestion: ReturnType<typeof json>) {
  await page.goto('/contact/');
  const contactForm = page.locator('form[data-contact-form]');
  const suggestionForm = page.locator('form[data-suggestion-form]');
  await answerForm(page, (await contactForm.getAttribute('action')) ?? '', contact);
  await answerForm(page, (await suggestionForm.getAttribute('action')) ?? '', suggestion);
  await expect(suggestionForm).toHaveAttribute('data-ready', '');
  await suggestionForm.getByLabel('Name').fill('Ada');
  await suggestionForm.getByLabel('Email').fill('ada@example.com');
  await suggestionForm.getByLabel('Message').fill('A tile calculator');
  await suggestionForm.getByRole('button', { name: 'Send suggestion' }).click();
  await waitForHydration(contactForm);
  await contactForm.getByLabel('Email').fill('ada@example.com');
  await contactForm.getByLabel('Message').fill('Hello');
  await contactForm.getByRole('checkbox').check();
  await contactForm.getByRole('button', { name: 'Send message' }).click();
  await expect(suggestionForm.getByRole('status')).not.toBeEmpty();
  await expect(contactForm.getByRole('status')).not.toBeEmpty();
}

/** One page per template. */
const PAGES = [
  '/',
  '/about/',
  '/privacy/',
  '/contact/',
  '/cookies/',
  '/glow-demo/',
  '/search/',
  '/financial/',
  '/recipes/',
  '/recipes/italian/',
  '/recipes/italian/minestrone/',
  '/recipes/black-bean-burgers/',
  '/smart-tips/',
  '/smart-tips/wellbeing/',
  '/smart-tip/plan-your-bedtime-around-sleep-cycles/',
  '/daily-quotes/',
  '/daily-quotes/courage/',
  '/smart-tips/planning/focus-break-planner/',
  '/no-such-page/',
];

async function expectNoViolations(page: Page) {
  expect(await axeViolations(page, null)).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => {
        localStorage.setItem('theme', value);
      }, theme);
    });

    for (const path of PAGES) {
      test(`axe finds nothing on ${path}`, async ({ page }) => {
        await page.goto(path);
        expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe(theme);
        await expectNoViolations(page);
      });
    }

    test('axe finds nothing with the More menu open', async ({ page }) => {
      await page.goto('/');
      await page.locator('#more-button').focus();
      await page.keyboard.press('Enter');
      await expectNoViolations(page);
    });

    test('axe finds nothing with form errors showing', async ({ page }) => {
      await sendBothForms(
        page,
        json(422, {
          errors: [
            { field: 'email', code: 'TYPE_EMAIL' },
            { field: 'message', code: 'REQUIRED_FIELD_EMPTY' },
          ],
        }),
        json(422, { errors: [{ message: 'Email domain is not accepted' }] }),
      );
      await expect(page.locator('.field-error')).toHaveCount(2);
      await expectNoViolations(page);
    });

    test('axe finds nothing with form thanks showing', async ({ page }) => {
      await sendBothForms(page, json(200, { next: '/thanks' }), json(200, { ok: true }));
      await expect(page.getByText('Thanks! We received your suggestion.')).toBeVisible();
      await expectNoViolations(page);
    });

    test('axe finds nothing with the small-screen menu open', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto('/');
      await page.getByLabel('Menu', { exact: true }).click();
      await expectNoViolations(page);
    });
  });
}
