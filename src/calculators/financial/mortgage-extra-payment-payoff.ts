import { date, defineCalculator, integer, out } from '../../engine/index.ts';
import { loanTermInput } from '../shared/presets/loan-term.ts';
import { termMonths, wholeMonthsRule } from '../shared/money/term.ts';
import { addMonthsToDate } from '../shared/money/payment-dates.ts';
import { balanceByYear } from '../shared/money/schedule-outputs.ts';
import { loanPlan } from '../shared/money/loan-schedule.ts';
import { roundCents } from '../shared/money/cents.ts';
import { moneyLineChart } from '../shared/presets/money-chart.ts';
import { interestRate, moneyAmount } from '../shared/presets/money-fields.ts';
import { BALANCE_COLUMN, MONTH_COLUMN } from '../shared/presets/schedule-table.ts';

export default defineCalculator({
  inputs: {
    amount: moneyAmount({
      label: 'Loan amount',
      help: 'For a mortgage you already have, enter today’s balance and the time left.',
      default: 300_000,
      minInclusive: false,
    }),
    rate: interestRate(6.5),
    term: loanTermInput(30, { value: 1, unit: 'month' }),
    extraMonthly: moneyAmount({ label: 'Extra payment every month', default: 200 }),
    extraYearly: moneyAmount({
      label: 'Extra payment once a year',
      help: 'Paid with every 12th payment.',
      default: 0,
    }),
    oneTime: moneyAmount({ label: 'One-time extra payment', default: 0 }),
    oneTimeMonth: integer({ label: 'Paid with payment number', default: 12, min: 1, max: 600 }),
    firstPayment: date({ label: 'First payment date', default: 'today', min: '1900-01-01', max: '2100-12-31' }),
  },
  outputs: {
    payoffDate: out.date({ label: 'New payoff date (last payment)', primary: true }),
    interestSaved: out.money({ label: 'Interest saved', primary: true }),
    payoffMonths: out.integer({ label: 'Payments with the extras', suffix: 'months' }),
    monthsSaved: out.integer({ label: 'Paid off sooner by', suffix: 'months' }),
    originalPayoffDate: out.date({ label: 'Payoff date without extras' }),
    payment: out.money({ label: 'Regular monthly payment (principal and interest)' }),
    totalInterest: out.money({ label: 'Total interest with the extras' }),
    originalInterest: out.money({ label: 'Total interest without extras' }),
    totalExtra: out.money({ label: 'Total of the extra payments' }),
    balance: moneyLineChart('Balance with and without extras'),
    schedule: out.table({
      label: 'Schedule with the extra payments',
      columns: [
        MONTH_COLUMN,
        { key: 'date', label: 'Date', kind: 'date' },
        { key: 'payment', label: 'Payment', kind: 'money' },
        { key: 'principal', label: 'Principal', kind: 'money' },
        { key: 'interest', label: 'Interest', kind: 'money' },
        { key: 'extra', label: 'Extra', kind: 'money' },
        BALANCE_COLUMN,
      ],
    }),
  },
  validate: ({ term, oneTime, oneTimeMonth }) => [
    ...wholeMonthsRule(term),
    ...(oneTime > 0 && oneTimeMonth > termMonths(term)
      ? [{ field: 'oneTimeMonth', message: 'Choose a payment within the loan term.' }]
      : []),
  ],
  compute: ({ amount, rate, term, extraMonthly, extraYearly, oneTime, oneTimeMonth, firstPayment }) => {
    const months = termMonths(term);
    const extraFor = (month: number) =>
      extraMonthly + (month % 12 === 0 ? extraYearly : 0) + (month === oneTimeMonth ? oneTime : 0);
    const original = loanPlan({ principal: amount, annualPercent: rate, months });
    const plan = loanPlan({ principal: amount, annualPercent: rate, months, extraFor });
    const totalExtra = plan.rows.reduce((sum, row) => sum + row.extra, 0);
    return {
      payoffDate: addMonthsToDate(firstPayment, plan.months - 1),
      interestSaved: roundCents(original.totalInterest - plan.totalInterest),
      payoffMonths: plan.months,
      monthsSaved: original.months - plan.months,
      originalPayoffDate: addMonthsToDate(firstPayment, original.months - 1),
      payment: plan.payment,
      totalInterest: plan.totalInterest,
      originalInterest: original.totalInterest,
      totalExtra: roundCents(totalExtra),
      balance: [
        { name: 'With extras', points: balanceByYear(amount, plan.rows) },
        { name: 'Without extras', points: balanceByYear(amount, original.rows) },
      ],
      schedule: plan.rows.map((row) => ({ ...row, date: addMonthsToDate(firstPayment, row.month - 1) })),
    };
  },
});
