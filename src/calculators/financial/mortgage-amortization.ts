import { defineCalculator, lessThan, out } from '../../engine/index.ts';
import { loanTermInput } from '../shared/presets/loan-term.ts';
import { termMonths, wholeMonthsRule } from '../shared/money/term.ts';
import { amortize } from '../shared/money/loan-schedule.ts';
import { balanceByYear, interestByYear } from '../shared/money/schedule-outputs.ts';
import { roundCents } from '../shared/money/cents.ts';
import { moneyLineChart } from '../shared/presets/money-chart.ts';
import { interestRate, moneyAmount } from '../shared/presets/money-fields.ts';
import { paymentScheduleTable } from '../shared/presets/schedule-table.ts';

export default defineCalculator({
  inputs: {
    price: moneyAmount({ label: 'Home price', default: 400_000, minInclusive: false }),
    downPayment: moneyAmount({ label: 'Down payment', default: 80_000 }),
    rate: interestRate(6.5),
    term: loanTermInput(30, { value: 1, unit: 'year' }),
    extra: moneyAmount({ label: 'Extra payment each month', default: 0 }),
  },
  outputs: {
    payment: out.money({ label: 'Monthly payment (principal and interest)', primary: true }),
    loanAmount: out.money({ label: 'Loan amount' }),
    totalInterest: out.money({ label: 'Total interest' }),
    interestSaved: out.money({ label: 'Interest saved by the extra payments' }),
    payoffMonths: out.integer({ label: 'Months to pay off', suffix: 'months' }),
    monthsSaved: out.integer({ label: 'Months saved by the extra payments', suffix: 'months' }),
    balance: moneyLineChart('Balance and interest paid over time'),
    schedule: paymentScheduleTable('Amortization schedule', true),
  },
  validate: ({ price, downPayment, term }) => [
    ...lessThan('downPayment', downPayment, price, { what: 'The down payment', than: 'the price' }),
    ...wholeMonthsRule(term),
  ],
  compute: ({ price, downPayment, rate, term, extra }) => {
    const loanAmount = roundCents(price - downPayment);
    const months = termMonths(term);
    const plan = amortize(loanAmount, rate, months, extra);
    const baseline = extra > 0 ? amortize(loanAmount, rate, months) : plan;
    return {
      payment: plan.payment,
      loanAmount,
      totalInterest: plan.totalInterest,
      interestSaved: roundCents(baseline.totalInterest - plan.totalInterest),
      payoffMonths: plan.months,
      monthsSaved: baseline.months - plan.months,
      balance: [
        { name: 'Balance', points: balanceByYear(loanAmount, plan.rows) },
        { name: 'Interest paid', points: interestByYear(plan.rows) },
      ],
      schedule: plan.rows.map((row) => ({ ...row })),
    };
  },
});
