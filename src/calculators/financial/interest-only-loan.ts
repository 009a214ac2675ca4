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
  examples: [
    {
      inputs: {
        amount: 170_000,
        rate: 6.625,
        interestOnly: { value: 10, unit: 'year' },
        term: { value: 30, unit: 'year' },
      },
      expect: { interestOnlyPayment: 939, amortizingPayment: 1280 },
      tolerance: 0.5,
      source:
        'myhomeloantools.com, "30 Year Fixed Interest-Only Mortgage" example: $170,000 at 6.625% with 10 years interest-only pays $939 a month, then $1,280 from year 11 (whole dollars)',
    },
    {
      inputs: {
        amount: 160_000,
        rate: 6.5,
        interestOnly: { value: 10, unit: 'year' },
        term: { value: 20, unit: 'year' },
      },
      expect: { interestOnlyPayment: 867, amortizingPayment: 1817 },
      tolerance: 0.5,
      source:
        'myhomeloantools.com, "20 Year Fixed Interest-Only Mortgage" example: $160,000 at 6.5%, interest-only for 10 years at $867 a month, then $1,817 (whole dollars)',
    },
    {
      inputs: {
        amount: 500_000,
        rate: 7.5,
        interestOnly: { value: 10, unit: 'year' },
        term: { value: 30, unit: 'year' },
      },
      expect: { interestOnlyPayment: 3125, amortizingPayment: 4028 },
      tolerance: 0.5,
      source:
        'cameron.mintlify.app, "Interest-Only Options" (lender programme guide): a $500,000 loan at 7.5% pays $3,125 a month in years 1–10 (interest only) and $4,028 in years 11–30',
    },
    {
      inputs: {
        amount: 120_000,
        rate: 0,
        interestOnly: { value: 5, unit: 'year' },
        term: { value: 15, unit: 'year' },
      },
      expect: { interestOnlyPayment: 0, amortizingPayment: 1000, totalInterest: 0, extraInterest: 0 },
      source:
        'Arithmetic of a 0% loan: no interest is due in the first 5 years, then $120,000 over the remaining 120 months is $1,000 a month',
    },
  ],
});
