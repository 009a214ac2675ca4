import Big from 'big.js';
import type { Timing } from './annuity.ts';

/*
 * Paying a level amount out of a balance that earns interest each period (an annuity payout or
 * a retirement drawdown), kept month by month as an insurer or a bank keeps it.
 */

export interface DrawdownRow {
  period: number;
  payment: number;
  interest: number;
  balance: number;
}

export interface Drawdown {
  rows: DrawdownRow[];
  totalPaid: number;
  totalInterest: number;
  /** What is left after the last period (zero when the money ran out). */
  remaining: number;
}

/**
 * Pays `payment` out of a balance each period, as an insurer or a bank keeps it: interest is
 * credited each period on what is left, rounded to the cent; a payment at the start of a period
 * leaves before that period's interest, one at the end after it. Stops when the money runs out
 * (the last payment is what is left) or after `periods` payments; with `clearAtEnd` the last of
 * those is whatever clears the balance, absorbing the cents a rounded level payment leaves.
 */
export function drawdown(options: {
  balance: number;
  payment: number;
  rate: number;
  periods: number;
  timing: Timing;
  clearAtEnd?: boolean;
}): Drawdown {
  const { rate, periods, timing, clearAtEnd = false } = options;
  const level = new Big(options.payment).round(2, Big.roundHalfUp);
  let balance = new Big(options.balance).round(2, Big.roundHalfUp);
  let totalPaid = new Big(0);
  let totalInterest = new Big(0);
  const rows: DrawdownRow[] = [];
  const payOut = (period: number) => {
    const paid = (clearAtEnd && period === periods) || level.gt(balance) ? balance : level;
    balance = balance.minus(paid);
    totalPaid = totalPaid.plus(paid);
    return paid;
  };
  const credit = () => {
    const interest = balance.times(rate).round(2, Big.roundHalfUp);
    balance = balance.plus(interest);
    totalInterest = totalInterest.plus(interest);
    return interest;
  };
  for (let period = 1; period <= periods && balance.gt(0); period += 1) {
    let paid: Big;
    let interest: Big;
    if (timing === 'begin') {
      paid = payOut(period);
      interest = credit();
    } else {
      interest = credit();
      paid = payOut(period);
    }
    rows.push({ period, payment: paid.toNumber(), interest: interest.toNumber(), balance: balance.toNumber() });
  }
  return {
    rows,
    totalPaid: totalPaid.toNumber(),
    totalInterest: totalInterest.toNumber(),
    remaining: balance.toNumber(),
  };
}
