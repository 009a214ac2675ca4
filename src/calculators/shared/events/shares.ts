import type { FieldError } from '../../../engine/index.ts';

/** Percentage shares a visitor splits a whole into must add up to 100 %: the message goes on `field`. */
export function sharesMakeWhole(field: string, shares: readonly number[], what: string): FieldError[] {
  const total = shares.reduce((sum, share) => sum + share, 0);
  return Math.abs(total - 100) > 1e-9 ? [{ field, message: `${what} must add up to 100 %.` }] : [];
}
