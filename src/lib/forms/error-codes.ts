/**
 * The form service's error codes and the words a visitor reads for each. The service's own
 * messages are written for the site's developers ("form not found"), so known codes get ours.
 */

/** Codes about the whole submission. */
export const FORM_ERROR_CODES = [
  'BLOCKED',
  'EMPTY',
  'FILES_TOO_BIG',
  'FORM_NOT_FOUND',
  'INACTIVE',
  'NO_FILE_UPLOADS',
  'PROJECT_NOT_FOUND',
  'TOO_MANY_FILES',
] as const;

/** Codes about one field. */
export const FIELD_ERROR_CODES = [
  'REQUIRED_FIELD_EMPTY',
  'REQUIRED_FIELD_MISSING',
  'STRIPE_CLIENT_ERROR',
  'STRIPE_SCA_ERROR',
  'TYPE_EMAIL',
  'TYPE_NUMERIC',
  'TYPE_TEXT',
] as const;

export type FormErrorCode = (typeof FORM_ERROR_CODES)[number];
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];
export type ErrorCode = FormErrorCode | FieldErrorCode | 'UNSPECIFIED';

const KNOWN_CODES: ReadonlySet<string> = new Set<string>([...FORM_ERROR_CODES, ...FIELD_ERROR_CODES]);

/** Any value the service sent as a code; anything we do not know becomes UNSPECIFIED. */
export function normaliseErrorCode(code: unknown): ErrorCode {
  return typeof code === 'string' && KNOWN_CODES.has(code) ? (code as ErrorCode) : 'UNSPECIFIED';
}

/** Whole sentences, shown on their own. */
export const FORM_ERROR_MESSAGES: Readonly<Record<FormErrorCode | 'UNSPECIFIED', string>> = {
  BLOCKED: 'Your message was stopped by our spam protection. Please try again later.',
  EMPTY: 'The form arrived empty. Please fill in the fields and send it again.',
  FILES_TOO_BIG: 'The attached file is too large. Please attach a smaller file.',
  FORM_NOT_FOUND: 'This form is not available right now. Please try again later.',
  INACTIVE: 'This form is not accepting messages right now. Please try again later.',
  NO_FILE_UPLOADS: 'This form cannot take attachments. Please remove the file and send again.',
  PROJECT_NOT_FOUND: 'This form is not available right now. Please try again later.',
  TOO_MANY_FILES: 'Too many files are attached. Please attach only one file.',
  UNSPECIFIED: 'Something went wrong. Please try again.',
};

/**
 * Phrases that follow the field's label, because field errors read "Email <messages>"
 * (for example "Email must be a valid email address, like name@example.com").
 */
export const FIELD_ERROR_MESSAGES: Readonly<Record<FieldErrorCode | 'UNSPECIFIED', string>> = {
  REQUIRED_FIELD_EMPTY: 'is required',
  REQUIRED_FIELD_MISSING: 'is required',
  STRIPE_CLIENT_ERROR: 'could not be charged; please check the card details',
  STRIPE_SCA_ERROR: 'needs your bank’s confirmation; please complete it and try again',
  TYPE_EMAIL: 'must be a valid email address, like name@example.com',
  TYPE_NUMERIC: 'must be a number',
  TYPE_TEXT: 'must be text',
  UNSPECIFIED: 'is not valid',
};

function isFormCode(code: ErrorCode): code is FormErrorCode {
  return (FORM_ERROR_CODES as readonly string[]).includes(code);
}

function isFieldCode(code: ErrorCode): code is FieldErrorCode {
  return (FIELD_ERROR_CODES as readonly string[]).includes(code);
}

/** The sentence for an error about the whole form; the service's text only when the code is unknown. */
export function formErrorMessage(code: unknown, serviceMessage?: string): string {
  const known = normaliseErrorCode(code);
  if (isFormCode(known)) return FORM_ERROR_MESSAGES[known];
  return serviceMessage?.trim() || FORM_ERROR_MESSAGES.UNSPECIFIED;
}

/** The phrase for an error about one field; the service's text only when the code is unknown. */
export function fieldErrorMessage(code: unknown, serviceMessage?: string): string {
  const known = normaliseErrorCode(code);
  if (isFieldCode(known)) return FIELD_ERROR_MESSAGES[known];
  return serviceMessage?.trim() || FIELD_ERROR_MESSAGES.UNSPECIFIED;
}
