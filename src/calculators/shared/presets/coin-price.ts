import { money } from '../../../engine/index.ts';
import { defaultPrice, priceHelp, type CoinCode } from '../crypto/market.ts';
import { PRICE_MAX } from './money-fields.ts';

/*
 * The price of one coin as the crypto calculators ask for it: in the visitor's own currency,
 * defaulting to the dated market table's price, with a help line naming the day of that price.
 */

/** Far below any traded coin's price, and safe to divide by. */
export const SMALLEST_COIN_PRICE = 1e-12;

/** A coin's price from 0 up; `lead` is said before the help line on the table's price. */
export function coinPriceInput(code: CoinCode, label: string, lead?: string) {
  const help = lead ? `${lead} ${priceHelp(code)}` : priceHelp(code);
  return money({ label, help, default: defaultPrice(code), min: 0, max: PRICE_MAX });
}

/** The price of a trade, above 0 since amounts are divided by it. */
export function tradePriceInput(code: CoinCode, label: string) {
  return money({ label, help: priceHelp(code), default: defaultPrice(code), min: SMALLEST_COIN_PRICE, max: PRICE_MAX });
}
