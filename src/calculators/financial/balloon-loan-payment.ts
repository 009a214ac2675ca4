import { defineCalculator, out } from '../../engine/index.ts';
import { loanStretchInput, loanTermInput } from '../shared/presets/loan-term.ts';
import { endsBeforeTermRule, termMonths, wholeMonthsRule } from '../shared/money/term.ts';
import { balanceByYear, scheduleRows } from '../shared/money/schedule-outputs.ts';
import { loanPlan } from '../shared/money/loan-schedule.ts';
import { roundCents } from '../shared/money/cents.ts';
import { moneyLineChart } from '../shared/presets/money-chart.ts';
import { interestRate, moneyAmount } from '../shared/presets/money-fields.ts';
import { paymentScheduleTable } from '../shared/presets/schedule-table.ts';

export default defineCalculator({
  inputs: {
    amount: moneyAmount({ label: 'Loan amount', default: 200_000, minInclusive: false }),
    rate: interestRate(6.5),
    term: { ...loanTermInput(30, { value: 2, unit: 'month' }), label: 'Amortization period' },
    balloonAfter: loanStretchInput('Balloon due after', 7, 'When the rest of the loan must be repaid in one sum.'),
  },
  outputs: {
    payment: out.money({ label: 'Monthly payment (principal and interest)', primary: true }),
    balloon: out.money({ label: 'Balloon: balance due after the last regular payment', primary: true }),
    finalPayment: out.money({ label: 'Last month’s total (regular payment plus balloon)' }),
    regularPayments: out.integer({ label: 'Regular payments before the balloon', suffix: 'payments' }),
    totalInterest: out.money({ label: 'Total interest' }),
    totalPaid: out.money({ label: 'Total of all payments, balloon included' }),
    balance: moneyLineChart('Balance until the balloon'),
    schedule: paymentScheduleTable('Payment schedule'),
  },
  validate: ({ term, balloonAfter }) => [
    ...wholeMonthsRule(term),
    ...endsBeforeTermRule(
      'balloonAfter',
      balloonAfter,
      term,
      'The balloon must fall due before the end of the amortization period.',
    ),
    ...wholeMonthsRule(balloonAfter, 'balloonAfter'),
  ],
  compute: ({ amount, rate, term, balloonAfter }) => {
    const plan = loanPlan({
      principal: amount,
      annualPercent: rate,
      months: termMonths(term),
      paymentsMade: termMonths(balloonAfter),
    });
    const lastRegular = plan.rows.at(-1)?.payment ?? 0;
    return {
      payment: plan.payment,
      balloon: plan.remaining,
      finalPayment: roundCents(lastRegular + plan.remaining),
      regularPayments: plan.months,
      totalInterest: plan.totalInterest,
      totalPaid: roundCents(plan.totalPaid + plan.remaining),
      balance: [{ name: 'Balance', points: balanceByYear(amount, plan.rows) }],
      schedule: scheduleRows(plan.rows),
    };
  },
});
