import type Big from 'big.js';

/**
 * "1,234.50 EUR": an amount to the cent with its ISO code. For results whose currency is picked
 * in the calculator's own menu, which the engine's money output (page currency) does not know.
 */
export const amountWithCode = (value: Big, code: string): string =>
  `${value.toNumber().toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${code}`;
