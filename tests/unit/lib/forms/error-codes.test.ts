import { describe, expect, it } from 'vitest';
import {
  FIELD_ERROR_CODES,
  FIELD_ERROR_MESSAGES,
  FORM_ERROR_CODES,
  FORM_ERROR_MESSAGES,
  fieldErrorMessage,
  formErrorMessage,
  normaliseErrorCode,
} from '../../../../src/lib/forms/error-codes.ts';

/** The codes the form service documents; the list is copied here so a dropped code fails the test. */
const SERVICE_FORM_CODES = [
  'BLOCKED',
  'EMPTY',
  'FILES_TOO_BIG',
  'FORM_NOT_FOUND',
  'INACTIVE',
  'NO_FILE_UPLOADS',
  'PROJECT_NOT_FOUND',
  'TOO_MANY_FILES',
];
const SERVICE_FIELD_CODES = [
  'REQUIRED_FIELD_EMPTY',
  'REQUIRED_FIELD_MISSING',
  'STRIPE_CLIENT_ERROR',
  'STRIPE_SCA_ERROR',
  'TYPE_EMAIL',
  'TYPE_NUMERIC',
  'TYPE_TEXT',
];

describe('error codes', () => {
  it('knows every code the service sends', () => {
    expect([...FORM_ERROR_CODES]).toEqual(SERVICE_FORM_CODES);
    expect([...FIELD_ERROR_CODES]).toEqual(SERVICE_FIELD_CODES);
  });

  it.each(SERVICE_FORM_CODES)('%s has its own sentence for visitors', (code) => {
    const message = formErrorMessage(code, 'developer text');
    expect(message).toBe(FORM_ERROR_MESSAGES[code as keyof typeof FORM_ERROR_MESSAGES]);
    expect(message).not.toBe(FORM_ERROR_MESSAGES.UNSPECIFIED);
    expect(message).toMatch(/^[A-Z].*\.$/);
    expect(message).not.toMatch(/[A-Z]{2,}_|developer/);
  });

  it.each(SERVICE_FIELD_CODES)('%s has a phrase that completes the field label', (code) => {
    const phrase = fieldErrorMessage(code, 'developer text');
    expect(phrase).toBe(FIELD_ERROR_MESSAGES[code as keyof typeof FIELD_ERROR_MESSAGES]);
    expect(phrase).not.toBe(FIELD_ERROR_MESSAGES.UNSPECIFIED);
    // It follows "Email", "Message"…, so it starts in lower case and carries no code.
    expect(phrase).toMatch(/^[a-z]/);
    expect(phrase).not.toMatch(/[A-Z]{2,}_|developer/);
  });

  it('turns an unknown, missing or non-text code into UNSPECIFIED', () => {
    expect(normaliseErrorCode('SOMETHING_NEW')).toBe('UNSPECIFIED');
    expect(normaliseErrorCode(undefined)).toBe('UNSPECIFIED');
    expect(normaliseErrorCode(42)).toBe('UNSPECIFIED');
    expect(normaliseErrorCode('TYPE_EMAIL')).toBe('TYPE_EMAIL');
  });

  it('shows the service text for an unknown code, else the general message', () => {
    expect(formErrorMessage('SOMETHING_NEW', 'Daily limit reached')).toBe('Daily limit reached');
    expect(formErrorMessage('SOMETHING_NEW')).toBe('Something went wrong. Please try again.');
    expect(fieldErrorMessage('SOMETHING_NEW', 'looks odd')).toBe('looks odd');
    expect(fieldErrorMessage(undefined, ' ')).toBe('is not valid');
  });
});
