import { expect, test, type Page } from '@playwright/test';
import { answerForm, heldAnswer, json, postedFields, single, waitForHydration } from './support/forms.ts';

const CONSENT = 'I agree to the processing of my data for contact purposes.';
const form = (page: Page) => page.locator('form[data-contact-form]');
const status = (page: Page) => form(page).getByRole('status');
const send = (page: Page) => form(page).getByRole('button', { name: 'Send message' }).click();

async function openForm(page: Page, path = '/about/') {
  await page.goto(path);
  await waitForHydration(form(page));
  return (await form(page).getAttribute('action')) ?? '';
}

async function fillIn(page: Page, { consent = true } = {}) {
  await form(page).getByLabel('Email').fill('ada@example.com');
  await form(page).getByLabel('Name (optional)').fill('Ada Lovelace');
  await form(page).getByLabel('Message').fill('Where do your loan formulas come from?');
  if (consent) await form(page).getByLabel(CONSENT).check();
}

async function expectInputKept(page: Page) {
  await expect(form(page).getByLabel('Email')).toHaveValue('ada@example.com');
  await expect(form(page).getByLabel('Name (optional)')).toHaveValue('Ada Lovelace');
  await expect(form(page).getByLabel('Message')).toHaveValue('Where do your loan formulas come from?');
  await expect(form(page).getByLabel(CONSENT)).toBeChecked();
}

test('nothing is sent until the visitor agrees to the processing of their data', async ({ page }) => {
  const action = await openForm(page);
  const requests = await answerForm(page, action, json(200, { next: '/thanks', ok: true }));
  await fillIn(page, { consent: false });
  await send(page);
  const consent = form(page).getByLabel(CONSENT);
  expect(await consent.evaluate((box: HTMLInputElement) => box.validity.valueMissing)).toBe(true);
  await expect(status(page)).toHaveText('');
  expect(requests).toHaveLength(0);
  await consent.check();
  await send(page);
  await expect(status(page)).toContainText('Thanks!');
  expect(requests).toHaveLength(1);
});

test('a message is sent as JSON with the page, subject, honeypot and client-session header, then thanked', async ({
  page,
}) => {
  const action = await openForm(page);
  expect(action).toMatch(/\/f\/contact$/);
  const requests = await answerForm(page, action, json(200, { next: 'https://formspree.io/thanks', ok: true }));
  await fillIn(page);
  await send(page);
  await expect(status(page)).toHaveText('Thanks! We received your message and will get back to you soon.');
  await expect(status(page).locator('strong')).toHaveText('Thanks!');
  await expect(form(page).getByLabel('Message')).toHaveValue('');
  await expect(form(page).getByLabel(CONSENT)).not.toBeChecked();
  const request = single(requests);
  expect(await request.headerValue('content-type')).toBe('application/json');
  expect(await request.headerValue('accept')).toBe('application/json');
  expect(request.postDataJSON()).toEqual({
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    message: 'Where do your loan formulas come from?',
    consent: 'yes',
    page: '/about/',
    subject: 'Contact form on /about/',
    _gotcha: '',
  });
  const session = JSON.parse((await request.headerValue('x-client-session')) ?? '{}') as Record<string, unknown>;
  const loadedAt = await page.evaluate(() => Math.round(performance.timeOrigin));
  // Playwright drives the browser, so navigator.webdriver is true here.
  expect(session).toEqual({ loadedAt, automated: true });
});

test('field errors appear next to their fields as "Email …" and "Message …", tied with aria', async ({ page }) => {
  const action = await openForm(page);
  await answerForm(
    page,
    action,
    json(422, {
      errors: [
        { field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' },
        { field: 'message', code: 'REQUIRED_FIELD_EMPTY', message: 'is required' },
        { field: 'message', code: 'NEW_RULE', message: 'is too short' },
      ],
    }),
  );
  await fillIn(page);
  await send(page);
  const email = form(page).getByLabel('Email');
  const message = form(page).getByLabel('Message');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Email must be a valid email address, like name@example.com');
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expect(message).toHaveAccessibleDescription('Message is required, is too short');
  await expect(form(page).getByLabel('Name (optional)')).not.toHaveAttribute('aria-invalid');
  await expect(status(page)).toHaveText('Please correct the fields marked above.');
  await expect(email).toBeFocused();
  await expectInputKept(page);
});

test('form-level errors and a single error string are shown as messages', async ({ page }) => {
  const action = await openForm(page);
  let answer = json(422, { errors: [{ code: 'INACTIVE', message: 'Form is inactive' }] });
  await answerForm(page, action, (route) => answer(route));
  await fillIn(page);
  await send(page);
  await expect(status(page)).toHaveText('This form is not accepting messages right now. Please try again later.');
  await expectInputKept(page);
  answer = json(429, { error: 'Too many submissions from this address' });
  await send(page);
  await expect(status(page)).toHaveText('Too many submissions from this address');
  await expectInputKept(page);
});

for (const [name, body] of [
  ['a page that is not JSON', '<!doctype html><title>Bad gateway</title>'],
  ['JSON of an unknown shape', '{"status":"queued"}'],
] as const) {
  test(`${name} is reported as an unexpected response format`, async ({ page }) => {
    const action = await openForm(page);
    await answerForm(page, action, (route) => route.fulfill({ status: 200, body }));
    await fillIn(page);
    await send(page);
    await expect(status(page)).toHaveText('Unexpected response format');
    await expectInputKept(page);
  });
}

test("a network failure shows the browser's own error message and keeps the input", async ({ page }) => {
  const action = await openForm(page);
  await answerForm(page, action, (route) => route.abort('internetdisconnected'));
  await fillIn(page);
  await send(page);
  await expect(status(page)).toHaveText('Failed to fetch');
  await expectInputKept(page);
});

test('while sending the button reads Sending... and is disabled, and a second submit sends nothing more', async ({
  page,
}) => {
  const action = await openForm(page);
  const held = heldAnswer(json(200, { next: '/thanks' }));
  const requests = await answerForm(page, action, held.answer);
  await fillIn(page);
  await form(page).evaluate((element: HTMLFormElement) => {
    element.requestSubmit();
    element.requestSubmit();
  });
  await expect(form(page).getByRole('button', { name: 'Sending...' })).toBeDisabled();
  held.release();
  await expect(status(page)).toContainText('Thanks!');
  expect(requests).toHaveLength(1);
});

test('a filled honeypot sends nothing but looks like success', async ({ page }) => {
  const action = await openForm(page);
  const requests = await answerForm(page, action, json(200, { next: '/thanks' }));
  await fillIn(page);
  await form(page).locator('input[name="_gotcha"]').fill('https://spam.example', { force: true });
  await send(page);
  await expect(status(page)).toContainText('Thanks!');
  expect(requests).toHaveLength(0);
});

test('the message box has 5 rows on the contact page and 3 in the compact block of static pages', async ({ page }) => {
  for (const [path, rows] of [
    ['/contact/', '5'],
    ['/about/', '3'],
    ['/privacy/', '3'],
    ['/terms/', '3'],
  ] as const) {
    await page.goto(path);
    await expect(form(page).getByLabel('Message')).toHaveAttribute('rows', rows);
    await expect(form(page).locator('input[type="hidden"][name="page"]')).toHaveValue(path);
    // No attachment unless the build turns it on.
    await expect(form(page).locator('input[type="file"]')).toHaveCount(0);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server-rendered form posts its fields as plain HTML', async ({ page }) => {
    await page.goto('/terms/');
    const action = (await form(page).getAttribute('action')) ?? '';
    const requests = await answerForm(page, action, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Received</p>' }),
    );
    await fillIn(page);
    await send(page);
    await expect(page.getByText('Received')).toBeVisible();
    expect(await postedFields(single(requests))).toEqual({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      message: 'Where do your loan formulas come from?',
      consent: 'yes',
      page: '/terms/',
      subject: 'Contact form on /terms/',
      _gotcha: '',
    });
  });
});
