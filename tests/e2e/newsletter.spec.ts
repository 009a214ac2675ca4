import { expect, test } from '@playwright/test';
import { answerForm, postedFields, single } from './support/forms.ts';

test.use({ javaScriptEnabled: false });

test('the newsletter sign-up posts email, subject and an empty honeypot as a plain HTML form', async ({ page }) => {
  await page.goto('/');
  const form = page.locator('.site-footer form.newsletter');
  const action = (await form.getAttribute('action')) ?? '';
  expect(action).toMatch(/\/f\/newsletter$/);
  const requests = await answerForm(page, action, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Subscribed</p>' }),
  );
  await form.getByLabel('Get new calculators and tips by email').fill('ada@example.com');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Subscribed')).toBeVisible();
  const request = single(requests);
  expect(request.method()).toBe('POST');
  expect(await request.headerValue('content-type')).toBe('application/x-www-form-urlencoded');
  expect(await postedFields(request)).toEqual({ email: 'ada@example.com', subject: 'Newsletter sign-up', _gotcha: '' });
});

test('the newsletter sign-up refuses to post without an email address', async ({ page }) => {
  await page.goto('/');
  const form = page.locator('.site-footer form.newsletter');
  const requests = await answerForm(page, (await form.getAttribute('action')) ?? '', (route) => route.abort());
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await page.waitForTimeout(300);
  expect(
    await form.locator('input[name="email"]').evaluate((input: HTMLInputElement) => input.validity.valueMissing),
  ).toBe(true);
  expect(requests).toHaveLength(0);
});
