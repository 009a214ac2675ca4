/** The text shown for an error, with the specification's fallback when there is none. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return 'An unexpected error occurred.';
}
