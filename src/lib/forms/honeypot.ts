/**
 * Spam traps. People never see these fields; a bot that fills one gets the normal success
 * message (as a spam filter would answer) while nothing is sent.
 */
export function isHoneypotFilled(data: FormData, field: string): boolean {
  const value = data.get(field);
  return typeof value === 'string' && value.trim() !== '';
}
