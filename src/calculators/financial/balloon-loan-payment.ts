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
  examples: [
    {
      inputs: {
        amount: 100_000,
        rate: 7.5,
        term: { value: 30, unit: 'year' },
        balloonAfter: { value: 5, unit: 'year' },
      },
      expect: { payment: 699.21, balloon: 94_617 },
      tolerance: 1,
      source:
        'MortgageVox, "Amortization" (5-year balloon): $100,000 at 7.500% amortized over 30 years pays $699.21 a month; the remaining balance after five years is $94,617 (published in whole dollars)',
    },
    {
      inputs: { amount: 90_000, rate: 4, term: { value: 30, unit: 'year' }, balloonAfter: { value: 7, unit: 'year' } },
      expect: { payment: 430, finalPayment: 77_883, regularPayments: 84 },
      tolerance: 1,
      source:
        'myhomeloantools.com, "30/7 Balloon Mortgage Amortization Example": $90,000 at 4% amortized over 30 years, payment $430, balloon payment $77,883 in month 84 (their balloon includes that month’s regular payment; whole dollars)',
    },
    {
      inputs: { amount: 80_000, rate: 8, term: { value: 30, unit: 'year' }, balloonAfter: { value: 5, unit: 'year' } },
      expect: { payment: 587.01, balloon: 76_055.89 },
      tolerance: 0.2,
      source:
        'RealtyCalc HP-12C example: $80,000 over 30 years at 8%, payment $587.01, balance at the end of year 5 $76,055.89 (the calculator keeps the unrounded payment, so a schedule paying $587.01 owes about 13¢ more)',
    },
    {
      inputs: {
        amount: 36_000,
        rate: 0,
        term: { value: 36, unit: 'month' },
        balloonAfter: { value: 12, unit: 'month' },
      },
      expect: { payment: 1000, balloon: 24_000, totalInterest: 0, finalPayment: 25_000 },
      source:
        'Arithmetic of a 0% loan: $36,000 amortized over 36 months is $1,000 a month; after 12 payments $24,000 is still owed',
    },
  ],
});
