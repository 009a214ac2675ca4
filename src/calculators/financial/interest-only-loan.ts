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
    amount: moneyAmount({ label: 'Loan amount', default: 400_000, minInclusive: false }),
    rate: interestRate(6.5),
    interestOnly: loanStretchInput('Interest-only period', 10),
    term: { ...loanTermInput(30, { value: 2, unit: 'month' }), help: 'The whole loan, interest-only period included.' },
  },
  outputs: {
    interestOnlyPayment: out.money({ label: 'Monthly payment while interest-only', primary: true }),
    amortizingPayment: out.money({ label: 'Monthly payment after the interest-only period', primary: true }),
    increase: out.money({ label: 'Payment rise when principal repayment starts' }),
    standardPayment: out.money({ label: 'Payment of a standard loan repaid from the start' }),
    totalInterest: out.money({ label: 'Total interest' }),
    extraInterest: out.money({ label: 'Extra interest compared with the standard loan' }),
    balance: moneyLineChart('Balance over time'),
    schedule: paymentScheduleTable('Payment schedule'),
  },
  validate: ({ interestOnly, term }) => [
    ...wholeMonthsRule(term),
    ...wholeMonthsRule(interestOnly, 'interestOnly'),
    ...endsBeforeTermRule(
      'interestOnly',
      interestOnly,
      term,
      'The interest-only period must end before the loan term does.',
    ),
  ],
  compute: ({ amount, rate, interestOnly, term }) => {
    const months = termMonths(term);
    const plan = loanPlan({
      principal: amount,
      annualPercent: rate,
      months,
      interestOnlyMonths: termMonths(interestOnly),
    });
    const standard = loanPlan({ principal: amount, annualPercent: rate, months });
    return {
      interestOnlyPayment: plan.interestOnlyPayment,
      amortizingPayment: plan.payment,
      increase: roundCents(plan.payment - plan.interestOnlyPayment),
      standardPayment: standard.payment,
      totalInterest: plan.totalInterest,
      extraInterest: roundCents(plan.totalInterest - standard.totalInterest),
      balance: [
        { name: 'Interest-only loan', points: balanceByYear(amount, plan.rows) },
        { name: 'Standard loan', points: balanceByYear(amount, standard.rows) },
      ],
      schedule: scheduleRows(plan.rows),
    };
  },
});
