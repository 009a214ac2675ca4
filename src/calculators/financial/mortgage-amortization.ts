import { defineCalculator, money, out, percent } from '../../engine/index.ts';
import { loanTermInput } from '../shared/presets/loan-term.ts';
import { termMonths, wholeMonthsRule } from '../shared/money/term.ts';
import { amortize } from '../shared/money/loan-schedule.ts';
import { balanceByYear, interestByYear } from '../shared/money/schedule-outputs.ts';
import { roundCents } from '../shared/money/cents.ts';

export default defineCalculator({
  inputs: {
    price: money({ label: 'Home price', default: 400_000, min: 0, minInclusive: false, max: 1_000_000_000 }),
    downPayment: money({ label: 'Down payment', default: 80_000, min: 0, max: 1_000_000_000 }),
    rate: percent({ label: 'Interest rate (APR)', default: 6.5, min: 0, max: 100 }),
    term: loanTermInput(30, { value: 1, unit: 'year' }),
    extra: money({ label: 'Extra payment each month', default: 0, min: 0, max: 1_000_000_000 }),
  },
  outputs: {
    payment: out.money({ label: 'Monthly payment (principal and interest)', primary: true }),
    loanAmount: out.money({ label: 'Loan amount' }),
    totalInterest: out.money({ label: 'Total interest' }),
    interestSaved: out.money({ label: 'Interest saved by the extra payments' }),
    payoffMonths: out.integer({ label: 'Months to pay off', suffix: 'months' }),
    monthsSaved: out.integer({ label: 'Months saved by the extra payments', suffix: 'months' }),
    balance: out.chart({
      label: 'Balance and interest paid over time',
      chart: 'line',
      xLabel: 'year',
      valueKind: 'money',
    }),
    schedule: out.table({
      label: 'Amortization schedule',
      columns: [
        { key: 'month', label: 'Month', kind: 'integer' },
        { key: 'payment', label: 'Payment', kind: 'money' },
        { key: 'principal', label: 'Principal', kind: 'money' },
        { key: 'interest', label: 'Interest', kind: 'money' },
        { key: 'extra', label: 'Extra', kind: 'money' },
        { key: 'balance', label: 'Balance', kind: 'money' },
      ],
    }),
  },
  validate: ({ price, downPayment, term }) => [
    ...(downPayment >= price
      ? [{ field: 'downPayment', message: 'The down payment must be less than the price.' }]
      : []),
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
  examples: [
    {
      inputs: { price: 250_000, downPayment: 50_000, rate: 6.5, term: { value: 30, unit: 'year' } },
      expect: { payment: 1264.14, loanAmount: 200_000, payoffMonths: 360 },
      source:
        'Wikipedia, "Mortgage calculator": a $200,000 loan at 6.5% for 30 years has a fixed monthly payment of $1,264.14',
    },
    {
      inputs: { price: 250_000, downPayment: 50_000, rate: 7.5, term: { value: 15, unit: 'year' } },
      expect: { payment: 1854.02 },
      source: 'numpy-financial documentation, pmt: npf.pmt(0.075/12, 12*15, 200000) = -1854.0247',
    },
    {
      inputs: { price: 150_000, downPayment: 30_000, rate: 0, term: { value: 10, unit: 'year' }, extra: 1000 },
      expect: { payment: 1000, totalInterest: 0, payoffMonths: 60, monthsSaved: 60 },
      source:
        'Arithmetic of a 0% loan: $120,000 over 120 months is $1,000 a month; paying $2,000 a month clears it in 60 months',
    },
  ],
});
