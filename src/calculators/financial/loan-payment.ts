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
  examples: [
    {
      inputs: { amount: 200_000, rate: 6.5, term: { value: 30, unit: 'year' } },
      expect: { payment: 1264.14 },
      source:
        'Wikipedia, "Mortgage calculator": a $200,000 loan at 6.5% a year for 30 years (360 payments) has a fixed monthly payment of $1,264.14',
    },
    {
      inputs: { amount: 200_000, rate: 7.5, term: { value: 15, unit: 'year' } },
      expect: { payment: 1854.02 },
      source:
        'numpy-financial documentation, pmt: npf.pmt(0.075/12, 12*15, 200000) = -1854.0247 (monthly payment to repay $200,000 in 15 years at 7.5%)',
    },
    {
      inputs: { amount: 12_000, rate: 0, term: { value: 24, unit: 'month' } },
      expect: { payment: 500, totalInterest: 0, totalPaid: 12_000 },
      source: 'Definition of a zero-interest loan: $12,000 repaid in 24 equal payments is $500 a month, no interest',
    },
  ],
});
