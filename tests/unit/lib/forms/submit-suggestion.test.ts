import { describe, expect, it, vi } from 'vitest';
import { submitSuggestion } from '../../../../src/lib/forms/submit-suggestion.ts';

const ACTION = 'https://forms.example.com/f/suggest';

function suggestion(extra: Record<string, string> = {}) {
  const data = new FormData();
  const fields = { name: 'Ada', email: 'ada@example.com', message: 'A tile calculator', subject: 'S', company: '' };
  for (const [key, value] of Object.entries({ ...fields, ...extra })) data.set(key, value);
  return data;
}

const answer = (status: number, body: string) =>
  vi.fn<typeof fetch>().mockResolvedValue(new Response(body, { status }));

describe('submitSuggestion', () => {
  it('posts the multipart form to the action, asking for JSON, and succeeds on an ok answer', async () => {
    const send = answer(200, '{"ok":true}');
    const data = suggestion();
    expect(await submitSuggestion(ACTION, data, send)).toEqual({ ok: true });
    expect(send).toHaveBeenCalledOnce();
    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe(ACTION);
    expect(init).toMatchObject({ method: 'POST', body: data, headers: { Accept: 'application/json' } });
  });

  it("shows the service's first error message when it refuses", async () => {
    const send = answer(422, '{"errors":[{"message":"email should be an email"},{"message":"second"}]}');
    expect(await submitSuggestion(ACTION, suggestion(), send)).toEqual({
      ok: false,
      message: 'email should be an email',
    });
  });

  it.each([
    ['no errors list', '{"error":"nope"}'],
    ['an error without a message', '{"errors":[{"code":"X"}]}'],
    ['a body that is not JSON', '<html>Bad gateway</html>'],
  ])('falls back to the general message for %s', async (_name, body) => {
    expect(await submitSuggestion(ACTION, suggestion(), answer(502, body))).toEqual({
      ok: false,
      message: 'Something went wrong. Please try again.',
    });
  });

  it('reports a network failure in its own words', async () => {
    const send = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await submitSuggestion(ACTION, suggestion(), send)).toEqual({
      ok: false,
      message: 'Network error. Please check your connection and try again.',
    });
  });

  it('sends nothing and reports success when the honeypot is filled', async () => {
    const send = answer(200, '{}');
    expect(await submitSuggestion(ACTION, suggestion({ company: 'Spam Ltd' }), send)).toEqual({ ok: true });
    expect(send).not.toHaveBeenCalled();
  });
});
