import Big from 'big.js';

/*
 * The one rounding rule for money: to the cent, half up, as a statement shows it. Amounts are
 * worked in exact decimals (big.js) so sums of cents do not drift.
 */

/** Rounded to the cent, half up. */
export const cents = (value: Big) => value.round(2, Big.roundHalfUp);

/** Rounded to the cent, as a plain number for an output. */
export function toCents(value: Big): number {
  return cents(value).toNumber();
}

/**
 * A price per unit (per kWh, per coin, per share) keeps the precision a person needs: a miner
 * paying $0.044 per kWh must not be told the break-even price is $0.04. Kept to 10 decimals (a
 * satoshi-sized price survives) and shown with at least four significant digits.
 */
export function toUnitPrice(value: Big): number {
  return value.round(10, Big.roundHalfUp).toNumber();
}

/** Cents from a float sum of cent amounts (a difference of two totals, say). */
export function roundCents(value: number): number {
  return cents(new Big(value)).toNumber();
}

/** Rounded to the cent, or 0 when not above 0: an amount over a limit, or room left under one. */
export function centsAboveZero(value: Big): number {
  return value.gt(0) ? toCents(value) : 0;
}
