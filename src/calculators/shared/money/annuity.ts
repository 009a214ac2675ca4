import Big from 'big.js';
import { growthFactor } from './compounding.ts';

/*
 * Annuities for the savings, investment and payout calculators: level payments that fall at the
 * end of each period (an ordinary annuity) or at its start (an annuity due). Rates are per
 * period, as fractions. Annuity factors are floats (irrational for most rates anyway); amounts
 * are multiplied and summed in big.js and rounded to cents only for display.
 */

export type Timing = 'end' | 'begin';

export const TIMING_CHOICES = [
  { value: 'end', label: 'End of each period (ordinary annuity)' },
  { value: 'begin', label: 'Start of each period (annuity due)' },
] as const;

export const PAYMENT_FREQUENCY_CHOICES = [
  { value: '12', label: 'Monthly' },
  { value: '4', label: 'Quarterly' },
  { value: '2', label: 'Semi-annually' },
  { value: '1', label: 'Annually' },
] as const;
/** What 1 paid each period is worth after the last period: ((1 + i)^n − 1) ÷ i, times (1 + i) when paid at the start. */
export function annuityFutureFactor(rate: number, periods: number, timing: Timing): number {
  if (periods <= 0) return 0;
  // expm1 keeps the digits that (1 + i)^n − 1 would lose for small rates.
  const base = rate === 0 ? periods : Math.expm1(periods * Math.log1p(rate)) / rate;
  return timing === 'begin' ? base * (1 + rate) : base;
}

/** What 1 paid each period is worth today: (1 − (1 + i)^−n) ÷ i, times (1 + i) when paid at the start. */
export function annuityPresentFactor(rate: number, periods: number, timing: Timing): number {
  if (periods <= 0) return 0;
  const base = rate === 0 ? periods : -Math.expm1(-periods * Math.log1p(rate)) / rate;
  return timing === 'begin' ? base * (1 + rate) : base;
}

/** A lump sum plus a level payment each period, grown for `periods` periods. */
export function futureValueOf(
  presentAmount: number,
  payment: number,
  rate: number,
  periods: number,
  timing: Timing,
): { total: Big; fromLumpSum: Big; fromPayments: Big } {
  const fromLumpSum = new Big(presentAmount).times(growthFactor(rate, periods));
  const fromPayments = new Big(payment).times(annuityFutureFactor(rate, periods, timing));
  return { total: fromLumpSum.plus(fromPayments), fromLumpSum, fromPayments };
}

/** The level payment each period that draws `balance` down to zero in `periods` payments. */
export function payoutPayment(balance: number, rate: number, periods: number, timing: Timing): Big {
  const factor = annuityPresentFactor(rate, periods, timing);
  return factor > 0 ? new Big(balance).div(factor) : new Big(0);
}

/**
 * The level deposit each period that grows `start` to `goal` in `periods` periods (a sinking
 * fund); zero when the start alone gets there.
 */
export function depositForGoal(goal: number, start: number, rate: number, periods: number, timing: Timing): Big {
  const factor = annuityFutureFactor(rate, periods, timing);
  if (factor <= 0) return new Big(0);
  const shortfall = new Big(goal).minus(new Big(start).times(growthFactor(rate, periods)));
  return shortfall.gt(0) ? shortfall.div(factor) : new Big(0);
}

/**
 * How many periods (fractional) deposits need to grow `start` to `goal`:
 * (1 + i)^n = (goal·i + D·k) ÷ (start·i + D·k) with k = 1 + i for deposits at the start.
 * Infinity when the goal is never reached (nothing goes in and nothing grows).
 */
export function periodsToReach(goal: number, start: number, deposit: number, rate: number, timing: Timing): number {
  if (goal <= start) return 0;
  const perDeposit = deposit * (timing === 'begin' ? 1 + rate : 1);
  if (rate === 0) return deposit > 0 ? (goal - start) / deposit : Infinity;
  const base = start * rate + perDeposit;
  if (base <= 0) return Infinity;
  return Math.log1p(((goal - start) * rate) / base) / Math.log1p(rate);
}

/**
 * How many periods (fractional) a balance lasts when `payment` is drawn each period:
 * n = −ln(1 − B·i ÷ (W·k)) ÷ ln(1 + i) with k = 1 + i for payments at the start.
 * Infinity when the interest alone covers the payment.
 */
export function periodsToDeplete(balance: number, payment: number, rate: number, timing: Timing): number {
  if (balance <= 0) return 0;
  if (payment <= 0) return Infinity;
  if (rate === 0) return balance / payment;
  const ratio = (balance * rate) / (payment * (timing === 'begin' ? 1 + rate : 1));
  if (ratio >= 1) return Infinity;
  return -Math.log1p(-ratio) / Math.log1p(rate);
}
