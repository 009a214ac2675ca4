import { money, percent, type MoneyInputSpec } from '../../../engine/index.ts';

/*
 * The amount and rate fields the money calculators ask for again and again, with the bounds
 * they all use.
 */

/** The largest amount a money field takes: a billion, far above any household figure. */
export const MONEY_MAX = 1_000_000_000;

/** The cap of a price or of an amount paid regularly (a salary, a contribution, a yearly cost). */
export const PRICE_MAX = 100_000_000;

/**
 * An amount of money from 0 to `max` (a billion unless told). Pass `minInclusive: false` for an
 * amount that must be above 0 (a loan or a price).
 */
export const moneyAmount = <const S extends Omit<MoneyInputSpec, 'kind' | 'min' | 'max'>>(spec: S, max = MONEY_MAX) =>
  money({ ...spec, min: 0, max });

/** A yearly interest rate (APR) in percent, from 0 to 100. */
export function interestRate(defaultPercent: number, label = 'Interest rate (APR)') {
  return percent({ label, default: defaultPercent, min: 0, max: 100 });
}
