import { describe, expect, it } from 'vitest';
import { fieldLabel, readContactResponse } from '../../../../src/lib/forms/contact-response.ts';

const read = (body: unknown) => readContactResponse(typeof body === 'string' ? body : JSON.stringify(body));

describe('readContactResponse', () => {
  it('reads a next address as success', () => {
    expect(read({ next: 'https://formspree.io/thanks', ok: true })).toEqual({ kind: 'succeeded' });
  });

  it('words field errors as the label followed by its messages, joined by commas', () => {
    expect(
      read({
        errors: [
          { field: 'email', code: 'REQUIRED_FIELD_EMPTY', message: 'is required' },
          { field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' },
          { field: 'message', code: 'REQUIRED_FIELD_MISSING', message: 'is missing' },
        ],
      }),
    ).toEqual({
      kind: 'failed',
      formErrors: [],
      fieldErrors: [
        { field: 'email', text: 'Email is required, must be a valid email address, like name@example.com' },
        { field: 'message', text: 'Message is required' },
      ],
    });
  });

  it('keeps the service text for a field error whose code it does not know', () => {
    expect(read({ errors: [{ field: 'message', code: 'NEW_RULE', message: 'is too short' }] })).toMatchObject({
      fieldErrors: [{ field: 'message', text: 'Message is too short' }],
    });
  });

  it('reads errors without a field, and form-level codes, as form errors', () => {
    expect(
      read({
        errors: [
          { code: 'INACTIVE', message: 'Form is inactive' },
          { field: 'attachment', code: 'FILES_TOO_BIG', message: 'too big' },
          { message: 'Daily limit reached' },
        ],
      }),
    ).toEqual({
      kind: 'failed',
      formErrors: [
        'This form is not accepting messages right now. Please try again later.',
        'The attached file is too large. Please attach a smaller file.',
        'Daily limit reached',
      ],
      fieldErrors: [],
    });
  });

  it('reads a single error string as a form error', () => {
    expect(read({ error: 'Too many submissions' })).toEqual({
      kind: 'failed',
      formErrors: ['Too many submissions'],
      fieldErrors: [],
    });
  });

  it('prefers errors over next when a body has both', () => {
    expect(read({ next: '/thanks', error: 'Blocked' })).toMatchObject({ kind: 'failed', formErrors: ['Blocked'] });
  });

  it.each([
    ['an HTML page', '<!doctype html><p>Bad gateway</p>'],
    ['an empty body', ''],
    ['an empty object', '{}'],
    ['an empty error list', '{"errors":[]}'],
    ['a JSON array', '[1,2]'],
    ['a JSON string', '"ok"'],
    ['null', 'null'],
  ])('calls %s an unexpected response format', (_name, body) => {
    expect(readContactResponse(body)).toEqual({
      kind: 'failed',
      formErrors: ['Unexpected response format'],
      fieldErrors: [],
    });
  });
});

describe('fieldLabel', () => {
  it('names the form’s fields and capitalises any other field name', () => {
    expect(fieldLabel('email')).toBe('Email');
    expect(fieldLabel('message')).toBe('Message');
    expect(fieldLabel('phone_number')).toBe('Phone number');
  });
});
