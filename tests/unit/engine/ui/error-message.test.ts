import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../../../src/engine/ui/error-message.ts';

describe('errorMessage', () => {
  it('reads Error messages and strings, and falls back otherwise', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage('plain text')).toBe('plain text');
    expect(errorMessage(undefined)).toBe('An unexpected error occurred.');
    expect(errorMessage({ code: 1 })).toBe('An unexpected error occurred.');
  });
});
