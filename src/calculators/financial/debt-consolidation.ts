import Big from 'big.js';
import { defineCalculator, money, out, percent, radio } from '../../engine/index.ts';
import { amortize } from '../shared/money/loan-schedule.ts';
import { loanTermInput } from '../shared/presets/loan-term.ts';
import { termMonths, wholeMonthsRule } from '../shared/money/term.ts';
import { aprMonthly, balanceChart, balancesOf, monthInterest, payOff } from '../shared/money/debt-payoff.ts';
import { cents } from '../shared/money/cents.ts';
import { rememberLast } from '../shared/money/debt-plan.ts';
import { moneyLineChart } from '../shared/presets/money-chart.ts';
import { interestRate } from '../shared/presets/money-fields.ts';
import { MONTH_COLUMN } from '../shared/presets/schedule-table.ts';

/** Keeping the current debts: their total balance paid at the current payment and the weighted APR. */
const currentPlan = rememberLast((balance: number, apr: number, payment: number) =>
  payOff(balance, { rate: () => aprMonthly(apr), payment: () => new Big(payment) }),
);

/**
 * The loan amount and fee. A fee taken out of the loan money is covered by borrowing more, so
 * that what is left still pays off every debt: amount = balance ÷ (1 − fee).
 */
function loanFor(balance: number, feePercent: number, feePaid: 'deducted' | 'added' | 'cash') {
  const share = new Big(feePercent).div(100);
  if (feePaid === 'deducted') {
    const amount = cents(new Big(balance).div(new Big(1).minus(share)));
    return { amount, fee: amount.minus(balance) };
  }
  const fee = cents(share.times(balance));
  return { amount: feePaid === 'added' ? fee.plus(balance) : new Big(balance), fee };
}

export default defineCalculator({
  inputs: {
    balance: money({
      label: 'Total balance of the debts to consolidate',
      default: 15_000,
      min: 0,
      minInclusive: false,
      max: 10_000_000,
    }),
    currentApr: percent({
      label: 'Their average interest rate (APR)',
      help: 'Weighted by balance: add up balance × APR for each debt and divide by the total balance.',
      default: 22,
      min: 0,
      max: 100,
    }),
    currentPayment: money({
      label: 'What you pay on them each month',
      default: 450,
      min: 0,
      minInclusive: false,
      max: 10_000_000,
    }),
    loanApr: interestRate(11, 'Consolidation loan interest rate (APR)'),
    term: loanTermInput(3, { value: 6, unit: 'month' }),
    fee: percent({ label: 'Origination fee', default: 5, min: 0, max: 12 }),
    feePaid: radio({
      label: 'How the fee is paid',
      options: [
        { value: 'deducted', label: 'Taken out of the loan money (you borrow enough to cover it)' },
        { value: 'added', label: 'Added to the loan balance' },
        { value: 'cash', label: 'Paid separately in cash' },
      ],
      default: 'deducted',
    }),
  },
  outputs: {
    loanPayment: out.money({ label: 'New monthly payment', primary: true }),
    savings: out.money({ label: 'Total saved by consolidating (negative: it costs more)', primary: true }),
    paymentChange: out.money({ label: 'Change in monthly payment (negative: you pay less)' }),
    loanAmount: out.money({ label: 'Loan amount' }),
    feeAmount: out.money({ label: 'Origination fee' }),
    currentInterest: out.money({ label: 'Interest if you keep the current debts' }),
    loanInterest: out.money({ label: 'Interest on the consolidation loan' }),
    currentTotal: out.money({ label: 'Total paid on the current debts' }),
    loanTotal: out.money({ label: 'Total paid with the loan, fee included' }),
    currentMonths: out.integer({ label: 'Months to pay off the current debts', suffix: 'months' }),
    loanMonths: out.integer({ label: 'Months to pay off the loan', suffix: 'months' }),
    balances: moneyLineChart('Balance left', 'month'),
    schedule: out.table({
      label: 'Month by month',
      columns: [
        MONTH_COLUMN,
        { key: 'currentPayment', label: 'Debts payment', kind: 'money' },
        { key: 'currentBalance', label: 'Debts balance', kind: 'money' },
        { key: 'loanPayment', label: 'Loan payment', kind: 'money' },
        { key: 'loanBalance', label: 'Loan balance', kind: 'money' },
      ],
    }),
  },
  validate: ({ balance, currentApr, currentPayment, term }) => {
    const interest = monthInterest(balance, currentApr);
    if (currentPayment <= interest) {
      return [
        {
          field: 'currentPayment',
          message: `The current debts charge about ${interest.toFixed(2)} of interest a month, so this payment would never bring them down. Enter more than that.`,
        },
      ];
    }
    if (!currentPlan(balance, currentApr, currentPayment).paidOff) {
      return [{ field: 'currentPayment', message: 'At this payment the debts are not paid off within 50 years.' }];
    }
    return wholeMonthsRule(term);
  },
  compute: ({ balance, currentApr, currentPayment, loanApr, term, fee, feePaid }) => {
    const current = currentPlan(balance, currentApr, currentPayment);
    const loan = loanFor(balance, fee, feePaid);
    const plan = amortize(loan.amount.toNumber(), loanApr, termMonths(term));
    // The fee is inside the loan's payments when financed, and an extra cost when paid in cash.
    const loanTotal = new Big(plan.totalPaid).plus(feePaid === 'cash' ? loan.fee : 0);
    const schedule = Array.from({ length: Math.max(current.months, plan.months) }, (_, index) => ({
      month: index + 1,
      currentPayment: current.rows[index]?.payment ?? 0,
      currentBalance: current.rows[index]?.balance ?? 0,
      loanPayment: plan.rows[index]?.payment ?? 0,
      loanBalance: plan.rows[index]?.balance ?? 0,
    }));
    return {
      loanPayment: plan.payment,
      savings: new Big(current.totalPaid).minus(loanTotal).toNumber(),
      paymentChange: new Big(plan.payment).minus(cents(new Big(currentPayment))).toNumber(),
      loanAmount: loan.amount.toNumber(),
      feeAmount: loan.fee.toNumber(),
      currentInterest: current.totalInterest,
      loanInterest: plan.totalInterest,
      currentTotal: current.totalPaid,
      loanTotal: loanTotal.toNumber(),
      currentMonths: current.months,
      loanMonths: plan.months,
      balances: balanceChart([
        { name: 'Current debts', balances: balancesOf(balance, current.rows) },
        { name: 'Consolidation loan', balances: balancesOf(loan.amount.toNumber(), plan.rows) },
      ]),
      schedule,
    };
  },
});
