import { expect, test, type Page } from '@playwright/test';
import { NOT_CONFIGURED_MESSAGE } from '../../src/lib/forms/not-configured.ts';
import { answerForm, heldAnswer, json, postedFields, single } from './support/forms.ts';

const form = (page: Page) => page.locator('form[data-suggestion-form]');
const status = (page: Page) => form(page).getByRole('status');

async function openForm(page: Page) {
  await page.goto('/contact/');
  // The form's script starts after the first paint.
  await expect(form(page)).toHaveAttribute('data-ready', '');
  return (await form(page).getAttribute('action')) ?? '';
}

async function fillIn(page: Page) {
  await form(page).getByLabel('Name').fill('Ada Lovelace');
  await form(page).getByLabel('Email').fill('ada@example.com');
  await form(page).getByLabel('Message').fill('Please add a tile calculator.');
}

async function expectInputKept(page: Page) {
  await expect(form(page).getByLabel('Name')).toHaveValue('Ada Lovelace');
  await expect(form(page).getByLabel('Email')).toHaveValue('ada@example.com');
  await expect(form(page).getByLabel('Message')).toHaveValue('Please add a tile calculator.');
}

test('a sent suggestion posts multipart fields asking for JSON, thanks the visitor and clears the form', async ({
  page,
}) => {
  const action = await openForm(page);
  expect(action).toMatch(/\/f\/suggestion$/);
  const requests = await answerForm(page, action, json(200, { ok: true }));
  await fillIn(page);
  await form(page).getByRole('button', { name: 'Send suggestion' }).click();
  await expect(status(page)).toHaveText('Thanks! We received your suggestion.');
  await expect(form(page).getByLabel('Message')).toHaveValue('');
  await expect(form(page).getByLabel('Name')).toHaveValue('');
  const request = single(requests);
  expect(request.method()).toBe('POST');
  expect(await request.headerValue('accept')).toBe('application/json');
  expect(await request.headerValue('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  expect(await postedFields(request)).toEqual({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    message: 'Please add a tile calculator.',
    subject: 'Suggestion from contact page',
    company: '',
  });
});

test("a refused suggestion shows the service's first error message and keeps the input", async ({ page }) => {
  const action = await openForm(page);
  await answerForm(
    page,
    action,
    json(422, { errors: [{ message: 'Email domain is not accepted' }, { message: 'x' }] }),
  );
  await fillIn(page);
  await form(page).getByRole('button', { name: 'Send suggestion' }).click();
  await expect(status(page)).toHaveText('Email domain is not accepted');
  await expectInputKept(page);
});

test('a refusal without a message shows the general message and keeps the input', async ({ page }) => {
  const action = await openForm(page);
  await answerForm(page, action, (route) => route.fulfill({ status: 500, body: 'Internal error' }));
  await fillIn(page);
  await form(page).getByRole('button', { name: 'Send suggestion' }).click();
  await expect(status(page)).toHaveText('Something went wrong. Please try again.');
  await expectInputKept(page);
});

test('a network failure says so and keeps the input', async ({ page }) => {
  const action = await openForm(page);
  await answerForm(page, action, (route) => route.abort('internetdisconnected'));
  await fillIn(page);
  await form(page).getByRole('button', { name: 'Send suggestion' }).click();
  await expect(status(page)).toHaveText('Network error. Please check your connection and try again.');
  await expectInputKept(page);
});

test('while sending the button reads Sending… and is disabled, and a second submit sends nothing more', async ({
  page,
}) => {
  const action = await openForm(page);
  const held = heldAnswer(json(200, { ok: true }));
  const requests = await answerForm(page, action, held.answer);
  await fillIn(page);
  // Two submits in the same tick, before the button is disabled.
  await form(page).evaluate((element: HTMLFormElement) => {
    element.requestSubmit();
    element.requestSubmit();
  });
  const button = form(page).getByRole('button', { name: 'Sending…' });
  await expect(button).toBeDisabled();
  held.release();
  await expect(status(page)).toHaveText('Thanks! We received your suggestion.');
  await expect(form(page).getByRole('button', { name: 'Send suggestion' })).toBeEnabled();
  expect(requests).toHaveLength(1);
});

test('a filled honeypot sends nothing but looks like success', async ({ page }) => {
  const action = await openForm(page);
  const requests = await answerForm(page, action, json(200, { ok: true }));
  await fillIn(page);
  await form(page).locator('input[name="company"]').fill('Spam Ltd', { force: true });
  await form(page).getByRole('button', { name: 'Send suggestion' }).click();
  await expect(status(page)).toHaveText('Thanks! We received your suggestion.');
  expect(requests).toHaveLength(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server-rendered form posts every field as plain multipart HTML', async ({ page }) => {
    await page.goto('/contact/');
    const action = (await form(page).getAttribute('action')) ?? '';
    await expect(form(page)).toHaveAttribute('method', 'post');
    await expect(form(page)).toHaveAttribute('enctype', 'multipart/form-data');
    const requests = await answerForm(page, action, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Thanks</p>' }),
    );
    await fillIn(page);
    await form(page).getByRole('button', { name: 'Send suggestion' }).click();
    await expect(page.getByText('Thanks')).toBeVisible();
    expect(await postedFields(single(requests))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Please add a tile calculator.',
      subject: 'Suggestion from contact page',
      company: '',
    });
  });
});

test('a build without a suggestion form id says sending is not set up, and the form cannot be sent', async ({
  page,
}) => {
  const response = await page.goto('/test/forms-off/');
  expect(response?.status(), 'the test pages are built with BUILD_TEST_PAGES=1, as npm test does').toBe(200);
  await expect(form(page)).toHaveAttribute('data-ready', '');
  expect(await form(page).getAttribute('action')).toBeNull();
  await expect(form(page).getByRole('button', { name: 'Send suggestion' })).toBeDisabled();
  await expect(status(page)).toHaveText(NOT_CONFIGURED_MESSAGE);
});
