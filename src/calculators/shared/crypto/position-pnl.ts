import Big from 'big.js';

/*
 * Long and short positions, shared by the crypto trading calculators (position size, risk/reward, futures PnL,
 * liquidation price, funding). Prices and amounts are in the visitor's own currency; a
 * position's size is a number of coins. Money is worked in exact decimals (big.js).
 */

export type Side = 'long' | 'short';

/**
 * Bounds for a coin price: from one hundred-millionth (a satoshi-sized price) to a billion, so
 * differences and ratios of prices stay finite.
 */
export const PRICE_BOUNDS = { min: 0.00000001, max: 1_000_000_000 } as const;

/** +1 for a long, −1 for a short: the sign of the profit when the price rises. */
export function direction(side: Side): number {
  return side === 'long' ? 1 : -1;
}

/** Profit of a linear (USDT-margined) position: direction × coins × (exit − entry). */
export function linearPnl(side: Side, coins: number, entry: number, exit: number): Big {
  return new Big(exit).minus(entry).times(coins).times(direction(side));
}

/** A fee or rate in percent applied to an amount: amount × percent ÷ 100. */
export function percentOf(amount: Big | number, percent: number): Big {
  return new Big(amount).times(percent).div(100);
}

/** a ÷ b, or 0 when b is 0 (a ratio that does not exist is shown as nothing rather than NaN). */
export function safeDiv(a: Big | number, b: Big | number): Big {
  const divisor = new Big(b);
  return divisor.eq(0) ? new Big(0) : new Big(a).div(divisor);
}

/**
 * Checks that a stop-loss sits on the losing side of the entry: below it for a long, above it
 * for a short. Returns the message for the field, or undefined when it is on the right side.
 */
export function stopSideMessage(side: Side, entry: number, stop: number): string | undefined {
  if (side === 'long' && !(stop < entry)) return 'For a long, the stop-loss must be below the entry price.';
  if (side === 'short' && !(stop > entry)) return 'For a short, the stop-loss must be above the entry price.';
  return undefined;
}
