/**
 * Reads the form service's answer to the contact form. The service answers with a `next`
 * address on success, or with errors: a list of {field, code, message} or a single error
 * string. Anything else is reported as an unexpected format rather than guessed at.
 */
import { FORM_ERROR_CODES, fieldErrorMessage, formErrorMessage, normaliseErrorCode } from './error-codes.ts';

export const UNEXPECTED_RESPONSE = 'Unexpected response format';

/** One field's errors, already worded: "Email must be a valid email address, is required". */
export interface FieldError {
  field: string;
  text: string;
}

export type ContactOutcome =
  { kind: 'succeeded' } | { kind: 'failed'; formErrors: string[]; fieldErrors: FieldError[] };

const FIELD_LABELS: Readonly<Record<string, string>> = {
  email: 'Email',
  message: 'Message',
  name: 'Name',
  consent: 'Consent',
  attachment: 'Attachment',
};

/** The label a field's errors start with; unknown fields get their name, capitalised. */
export function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known !== undefined) return known;
  const words = field.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function failed(formErrors: string[], fieldErrors: FieldError[] = []): ContactOutcome {
  return { kind: 'failed', formErrors, fieldErrors };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function readErrorList(errors: unknown[]): ContactOutcome {
  const formErrors: string[] = [];
  const byField = new Map<string, string[]>();
  for (const entry of errors) {
    const error = isRecord(entry) ? entry : { message: entry };
    const field = text(error['field']);
    const message = text(error['message']);
    const code = normaliseErrorCode(error['code']);
    // A code about the whole submission stays a form error even if the service names a field.
    const aboutForm = (FORM_ERROR_CODES as readonly string[]).includes(code);
    if (field === undefined || aboutForm) {
      formErrors.push(formErrorMessage(code, message));
    } else {
      const phrases = byField.get(field) ?? [];
      const phrase = fieldErrorMessage(code, message);
      if (!phrases.includes(phrase)) phrases.push(phrase);
      byField.set(field, phrases);
    }
  }
  const fieldErrors = [...byField].map(([field, phrases]) => ({
    field,
    text: `${fieldLabel(field)} ${phrases.join(', ')}`,
  }));
  return failed([...new Set(formErrors)], fieldErrors);
}

/** The outcome for a response body (the raw text, since it may not be JSON at all). */
export function readContactResponse(body: string): ContactOutcome {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return failed([UNEXPECTED_RESPONSE]);
  }
  if (!isRecord(parsed)) return failed([UNEXPECTED_RESPONSE]);
  if (Array.isArray(parsed['errors']) && parsed['errors'].length > 0) return readErrorList(parsed['errors']);
  const single = text(parsed['error']);
  if (single !== undefined) return failed([single]);
  if (text(parsed['next']) !== undefined) return { kind: 'succeeded' };
  return failed([UNEXPECTED_RESPONSE]);
}
