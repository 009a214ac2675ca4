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
  examples: [
    {
      inputs: { amount: 300_000, rate: 6.5, term: { value: 30, unit: 'year' }, extraMonthly: 200 },
      expect: { interestSaved: 103_449, totalInterest: 279_185, payoffMonths: 277, monthsSaved: 83 },
      tolerance: 2,
      source:
        'MortgageCalcMaster, "Extra Payment Calculator": $300,000 at 6.5% for 30 years with $200 extra a month saves $103,449 in interest (total $279,185) and pays off 6 years 11 months (83 months) sooner (whole dollars)',
    },
    {
      inputs: { amount: 200_000, rate: 4.5, term: { value: 30, unit: 'year' }, extraMonthly: 84.45 },
      expect: {
        payment: 1013.37,
        originalInterest: 164_813.42,
        totalInterest: 137_118.88,
        interestSaved: 27_694.54,
        payoffMonths: 308,
        monthsSaved: 52,
      },
      tolerance: 1,
      source:
        "Bankrate, \"4 ways to pay off your mortgage early and calculate the savings\": a 30-year $200,000 mortgage at 4.5% costs $1,013.37 a month and $164,813.42 in interest; adding 1/12 of a month's principal and interest ($1,013.37 ÷ 12 = $84.45) to each payment from the first month pays it off in 25 years, 8 months (4 years 4 months sooner) with $137,118.88 in interest, saving $27,694.54 (to within $1: Bankrate's 30-year interest is 41 cents below the cent-rounded schedule's)",
    },
    {
      inputs: {
        amount: 200_000,
        rate: 4.5,
        term: { value: 30, unit: 'year' },
        extraMonthly: 0,
        oneTime: 10_000,
        oneTimeMonth: 61,
      },
      expect: {
        originalInterest: 164_813.42,
        totalInterest: 145_751.1,
        interestSaved: 19_062.32,
        payoffMonths: 332,
        monthsSaved: 28,
      },
      tolerance: 1,
      source:
        'Bankrate, "4 ways to pay off your mortgage early and calculate the savings" (throw "found" money at the mortgage): a 30-year $200,000 mortgage at 4.5% with a $10,000 lump sum at the 61st month is paid off in 27 years, 8 months (2 years 4 months sooner) with $145,751.10 in interest, saving $19,062.32 (to within $1)',
    },
    {
      inputs: {
        amount: 24_000,
        rate: 0,
        term: { value: 24, unit: 'month' },
        extraMonthly: 0,
        extraYearly: 6000,
        firstPayment: '2025-01-31',
      },
      expect: { payoffMonths: 18, monthsSaved: 6, interestSaved: 0, payoffDate: '2026-06-30' },
      source:
        'Arithmetic of a 0% loan: $24,000 over 24 months is $1,000 a month; $6,000 extra with payment 12 leaves $6,000, cleared by payment 18. Payments due on the last day of the month: 18th payment 31 Jan 2025 + 17 months = 30 Jun 2026',
    },
    {
      inputs: {
        amount: 13_000,
        rate: 0,
        term: { value: 13, unit: 'month' },
        extraMonthly: 0,
        oneTime: 6000,
        oneTimeMonth: 1,
        firstPayment: '2024-02-29',
      },
      expect: { payoffMonths: 7, monthsSaved: 6, payoffDate: '2024-08-29', originalPayoffDate: '2025-02-28' },
      source:
        'Arithmetic of a 0% loan: $13,000 over 13 months is $1,000 a month; $6,000 extra with the first payment leaves $6,000, cleared by payment 7. Due dates keep the 29th: 29 Feb 2024 + 6 months = 29 Aug 2024, and the 13th payment falls on 28 Feb 2025 (no 29th in a common year)',
    },
  ],
});
