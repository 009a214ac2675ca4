import Big from 'big.js';
import { loanPlan, type LoanPlan } from './loan-schedule.ts';

/*
 * Switching a balance from one level-payment loan to another (a refinance): both schedules in
 * exact cents, what the switch saves after its fees, and the month the payments saved first
 * cover those fees.
 */

export interface LoanSwitch {
  current: LoanPlan;
  next: LoanPlan;
  /** Everything the current loan still takes, less everything the new one takes and the fees. */
  savedAfterFees: number;
  /**
   * The first month by whose end the payments saved add up to the fees: 0 with no fees, undefined
   * when they never do (the new payment is not lower, or the savings stop short).
   */
  breakEvenMonth: number | undefined;
}

export function switchLoan(
  balance: number,
  current: { annualPercent: number; months: number },
  next: { annualPercent: number; months: number },
  fees: number,
): LoanSwitch {
  const currentPlan = loanPlan({ principal: balance, ...current });
  const nextPlan = loanPlan({ principal: balance, ...next });
  let breakEvenMonth: number | undefined = fees > 0 ? undefined : 0;
  let saved = new Big(0);
  for (let month = 1; breakEvenMonth === undefined && month <= currentPlan.months; month += 1) {
    saved = saved.plus(currentPlan.rows[month - 1]?.payment ?? 0).minus(nextPlan.rows[month - 1]?.payment ?? 0);
    if (saved.gte(fees)) breakEvenMonth = month;
  }
  return {
    current: currentPlan,
    next: nextPlan,
    savedAfterFees: new Big(currentPlan.totalPaid).minus(nextPlan.totalPaid).minus(fees).toNumber(),
    breakEvenMonth,
  };
}
