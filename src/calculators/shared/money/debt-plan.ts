import Big from 'big.js';
import { cents } from './cents.ts';
import { aprMonthly, MAX_MONTHS } from './debt-payoff.ts';

/*
 * Paying several debts with one monthly budget, by the snowball (smallest balance first) or the
 * avalanche (highest APR first) strategy. Interest is charged and rounded as in debt-payoff.ts.
 */

const ZERO = new Big(0);
const atMost = (value: Big, limit: Big) => (value.gt(limit) ? limit : value);

export interface Debt {
  balance: number;
  /** APR in percent. */
  apr: number;
  minimum: number;
}

export type Strategy = 'snowball' | 'avalanche';

/**
 * The order debts are targeted in: snowball takes the smallest balance first, avalanche the
 * highest APR first (ties go to the smaller balance, then the earlier debt). Indexes of debts
 * with a balance.
 */
export function payoffOrder(debts: readonly Debt[], strategy: Strategy): number[] {
  const owing = debts.flatMap((debt, index) => (debt.balance > 0 ? [{ ...debt, index }] : []));
  owing.sort((first, second) => {
    const byRate = strategy === 'avalanche' ? second.apr - first.apr : 0;
    return byRate || first.balance - second.balance || first.index - second.index;
  });
  return owing.map((debt) => debt.index);
}

export interface DebtPlanRow {
  month: number;
  payment: number;
  /** What each debt got this month, by the debt's index (0 for one with no balance). */
  payments: number[];
  interest: number;
  balance: number;
  /** The debt the money left after the minimums went to first (-1 when none was left over). */
  target: number;
  /** Indexes of the debts cleared this month. */
  cleared: number[];
}

export interface DebtPlan {
  rows: DebtPlanRow[];
  months: number;
  totalInterest: number;
  totalPaid: number;
  paidOff: boolean;
  /** The month each debt was cleared (0 for a debt with no balance or one never cleared). */
  clearedIn: number[];
  order: number[];
}

interface Account {
  index: number;
  owed: Big;
  rate: Big;
  minimum: Big;
  clearedIn: number;
  /** Paid on this debt in the month being worked out. */
  paid: Big;
}

/**
 * Pays several debts with one fixed monthly budget: every minimum plus the extra amount. Each
 * month every debt gets its minimum (or what it still owes), and what is left of the budget
 * goes to the debts in the strategy's order, so a cleared debt's minimum rolls on to the next.
 */
export function planDebts(debts: readonly Debt[], extra: number, strategy: Strategy, maxMonths = MAX_MONTHS): DebtPlan {
  const order = payoffOrder(debts, strategy);
  const accounts: Account[] = order.flatMap((index) => {
    const debt = debts[index];
    return debt
      ? [
          {
            index,
            owed: new Big(debt.balance),
            rate: aprMonthly(debt.apr),
            minimum: cents(new Big(Math.max(0, debt.minimum))),
            clearedIn: 0,
            paid: ZERO,
          },
        ]
      : [];
  });
  const budget = accounts.reduce((sum, account) => sum.plus(account.minimum), cents(new Big(Math.max(0, extra))));
  const rows: DebtPlanRow[] = [];
  let totalInterest = ZERO;
  let totalPaid = ZERO;
  const remaining = () => accounts.reduce((sum, account) => sum.plus(account.owed), ZERO);

  for (let month = 1; month <= maxMonths && remaining().gt(0); month += 1) {
    let interest = ZERO;
    for (const account of accounts) {
      if (account.owed.eq(0)) continue;
      const charge = cents(account.owed.times(account.rate));
      account.owed = account.owed.plus(charge);
      interest = interest.plus(charge);
    }
    let left = budget;
    for (const account of accounts) account.paid = ZERO;
    const pay = (account: Account, amount: Big) => {
      const paid = atMost(atMost(amount, account.owed), left);
      account.owed = account.owed.minus(paid);
      account.paid = account.paid.plus(paid);
      left = left.minus(paid);
    };
    for (const account of accounts) pay(account, account.minimum);
    const target = left.gt(0) ? (accounts.find((account) => account.owed.gt(0))?.index ?? -1) : -1;
    for (const account of accounts) pay(account, left);
    const cleared = accounts.filter((account) => account.clearedIn === 0 && account.owed.eq(0));
    for (const account of cleared) account.clearedIn = month;
    const paid = budget.minus(left);
    totalInterest = totalInterest.plus(interest);
    totalPaid = totalPaid.plus(paid);
    const payments = debts.map(() => 0);
    for (const account of accounts) payments[account.index] = account.paid.toNumber();
    rows.push({
      month,
      payment: paid.toNumber(),
      payments,
      interest: interest.toNumber(),
      balance: remaining().toNumber(),
      target,
      cleared: cleared.map((account) => account.index),
    });
  }
  const clearedIn = debts.map(() => 0);
  for (const account of accounts) clearedIn[account.index] = account.clearedIn;
  return {
    rows,
    months: rows.length,
    totalInterest: totalInterest.toNumber(),
    totalPaid: totalPaid.toNumber(),
    paidOff: remaining().eq(0),
    clearedIn,
    order,
  };
}

/**
 * Remembers the last result of a pure function, so a plan worked out to check the inputs is
 * not worked out again to show it. The result is shared: callers must not change it.
 */
export function rememberLast<A extends readonly unknown[], R>(work: (...args: A) => R): (...args: A) => R {
  let last: { key: string; value: R } | undefined;
  return (...args: A) => {
    const key = JSON.stringify(args);
    if (last?.key !== key) last = { key, value: work(...args) };
    return last.value;
  };
}
