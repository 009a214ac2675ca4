import { defineCalculator, out } from '../../engine/index.ts';
import { loanTermInput } from '../shared/presets/loan-term.ts';
import { termMonths, wholeMonthsRule } from '../shared/money/term.ts';
import { amortize } from '../shared/money/loan-schedule.ts';
import { balanceByYear, interestByYear, scheduleRows } from '../shared/money/schedule-outputs.ts';
import { moneyLineChart } from '../shared/presets/money-chart.ts';
import { interestRate, moneyAmount } from '../shared/presets/money-fields.ts';
import { paymentScheduleTable } from '../shared/presets/schedule-table.ts';

export default defineCalculator({
  inputs: {
    amount: moneyAmount({ label: 'Loan amount', default: 25_000, minInclusive: false }),
    rate: interestRate(6.5),
    term: loanTermInput(5, { value: 1, unit: 'month' }),
  },
  outputs: {
    payment: out.money({ label: 'Monthly payment', primary: true }),
    totalInterest: out.money({ label: 'Total interest' }),
    totalPaid: out.money({ label: 'Total of all payments' }),
    months: out.integer({ label: 'Number of payments', suffix: 'months' }),
    balance: moneyLineChart('Balance and interest paid over time'),
    schedule: paymentScheduleTable('Amortization schedule'),
  },
  validate: ({ term }) => wholeMonthsRule(term),
  compute: ({ amount, rate, term }) => {
    const months = termMonths(term);
    const plan = amortize(amount, rate, months);
    return {
      payment: plan.payment,
      totalInterest: plan.totalInterest,
      totalPaid: plan.totalPaid,
      months: plan.months,
      balance: [
        { name: 'Balance', points: balanceByYear(amount, plan.rows) },
        { name: 'Interest paid', points: interestByYear(plan.rows) },
      ],
      schedule: scheduleRows(plan.rows),
    };
  },
});
