/**
 * Sends the suggestion form to the form service the way the service's own AJAX mode expects:
 * multipart form data with Accept: application/json, so it answers with JSON instead of a page.
 */
import { isHoneypotFilled } from './honeypot.ts';

export const SUGGESTION_HONEYPOT = 'company';
export const SUGGESTION_SUCCESS = 'Thanks! We received your suggestion.';
export const SUGGESTION_FAILURE = 'Something went wrong. Please try again.';
export const SUGGESTION_NETWORK_ERROR = 'Network error. Please check your connection and try again.';

export type SuggestionResult = { ok: true } | { ok: false; message: string };

/** The first error message the service gave, if the body has one. */
function firstErrorMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('errors' in body) || !Array.isArray(body.errors)) return null;
  const first: unknown = body.errors[0];
  if (typeof first !== 'object' || first === null || !('message' in first)) return null;
  return typeof first.message === 'string' && first.message.trim() !== '' ? first.message : null;
}

export async function submitSuggestion(
  action: string,
  data: FormData,
  send: typeof fetch = fetch,
): Promise<SuggestionResult> {
  if (isHoneypotFilled(data, SUGGESTION_HONEYPOT)) return { ok: true };
  let response: Response;
  try {
    response = await send(action, { method: 'POST', body: data, headers: { Accept: 'application/json' } });
  } catch {
    return { ok: false, message: SUGGESTION_NETWORK_ERROR };
  }
  if (response.ok) return { ok: true };
  const body: unknown = await response.json().catch(() => null);
  return { ok: false, message: firstErrorMessage(body) ?? SUGGESTION_FAILURE };
}
