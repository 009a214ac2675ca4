import { describe, expect, it, vi } from 'vitest';
import { submitContact } from '../../../../src/lib/forms/submit-contact.ts';

const ACTION = 'https://forms.example.com/f/contact';
const SESSION = { loadedAt: 1_758_326_400_000, automated: false };

function contact(extra: Record<string, string | Blob> = {}) {
  const data = new FormData();
  const fields = {
    email: 'ada@example.com',
    name: 'Ada',
    message: 'Hello',
    consent: 'yes',
    _gotcha: '',
    page: '/about/',
    subject: 'Contact from /about/',
  };
  for (const [key, value] of Object.entries({ ...fields, ...extra })) data.set(key, value);
  return data;
}

const answer = (body: string, status = 200) => vi.fn<typeof fetch>().mockResolvedValue(new Response(body, { status }));

function sentRequest(send: ReturnType<typeof answer>) {
  const [url, init] = send.mock.calls[0] ?? [];
  return { url, init: init ?? {}, headers: new Headers(init?.headers) };
}

describe('submitContact', () => {
  it('sends the fields as JSON with the client-session header when nothing is attached', async () => {
    const send = answer('{"next":"/thanks"}');
    expect(await submitContact(ACTION, contact(), SESSION, send)).toEqual({ kind: 'succeeded' });
    const { url, init, headers } = sentRequest(send);
    expect(url).toBe(ACTION);
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
    expect(JSON.parse(headers.get('X-Client-Session') ?? '')).toEqual(SESSION);
    expect(JSON.parse(init.body as string)).toEqual({
      email: 'ada@example.com',
      name: 'Ada',
      message: 'Hello',
      consent: 'yes',
      _gotcha: '',
      page: '/about/',
      subject: 'Contact from /about/',
    });
  });

  it('leaves an empty file input out of the JSON', async () => {
    const send = answer('{"next":"/thanks"}');
    await submitContact(ACTION, contact({ attachment: new File([], '') }), SESSION, send);
    expect(JSON.parse(sentRequest(send).init.body as string)).not.toHaveProperty('attachment');
  });

  it('sends multipart form data, without forcing a content type, when a file is attached', async () => {
    const send = answer('{"next":"/thanks"}');
    const file = new File(['receipt'], 'receipt.txt', { type: 'text/plain' });
    await submitContact(ACTION, contact({ attachment: file }), SESSION, send);
    const { init, headers } = sentRequest(send);
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('attachment')).toBeInstanceOf(File);
    expect((init.body as FormData).get('email')).toBe('ada@example.com');
    // The browser must set multipart/form-data with its boundary itself.
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.has('X-Client-Session')).toBe(true);
  });

  it('reads the answer body, error or not', async () => {
    const send = answer('{"errors":[{"field":"email","code":"TYPE_EMAIL","message":"should be an email"}]}', 422);
    expect(await submitContact(ACTION, contact(), SESSION, send)).toEqual({
      kind: 'failed',
      formErrors: [],
      fieldErrors: [{ field: 'email', text: 'Email must be a valid email address, like name@example.com' }],
    });
  });

  it("reports a network failure with the error's own message", async () => {
    const send = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await submitContact(ACTION, contact(), SESSION, send)).toEqual({
      kind: 'failed',
      formErrors: ['Failed to fetch'],
      fieldErrors: [],
    });
  });

  it('sends nothing and reports success when the honeypot is filled', async () => {
    const send = answer('{"next":"/thanks"}');
    expect(await submitContact(ACTION, contact({ _gotcha: 'https://spam.example' }), SESSION, send)).toEqual({
      kind: 'succeeded',
    });
    expect(send).not.toHaveBeenCalled();
  });
});
