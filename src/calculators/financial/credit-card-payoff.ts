import Big from 'big.js';
import { date, defineCalculator, money, out, radio } from '../../engine/index.ts';
import { amortize } from '../shared/money/loan-schedule.ts';
import { addMonthsToDate, wholeMonthsBetween } from '../shared/money/payment-dates.ts';
import {
  aprMonthly,
  balanceChart,
  balancesOf,
  MAX_MONTHS,
  monthInterest,
  payOff,
} from '../shared/money/debt-payoff.ts';
import { rememberLast } from '../shared/money/debt-plan.ts';
import { moneyLineChart } from '../shared/presets/money-chart.ts';
import { interestRate } from '../shared/presets/money-fields.ts';
import { BALANCE_COLUMN, MONTH_COLUMN } from '../shared/presets/schedule-table.ts';

/** The plan at a fixed payment; remembered so checking the inputs and showing the plan share one run. */
const atFixedPayment = rememberLast((balance: number, apr: number, payment: number) =>
  payOff(balance, { rate: () => aprMonthly(apr), payment: () => new Big(payment) }),
);

export default defineCalculator({
  inputs: {
    balance: money({ label: 'Card balance', default: 5000, min: 0, minInclusive: false, max: 10_000_000 }),
    apr: interestRate(22),
    goal: radio({
      label: 'What do you want to know?',
      options: [
        { value: 'months', label: 'How long it takes at a fixed monthly payment' },
        { value: 'payment', label: 'The payment that clears it by a date' },
      ],
      default: 'months',
    }),
    payment: money({
      label: 'Monthly payment',
      help: 'Used when you choose a fixed monthly payment.',
      default: 200,
      min: 0,
      minInclusive: false,
      max: 10_000_000,
    }),
    // 731 days is never less than two years, so by default the payment clears it in 24 months.
    target: date({
      label: 'Debt-free by',
      help: "Used when you choose a date: one payment for each whole month from today's date to this date.",
      default: 'today+731',
      min: '1900-01-01',
      max: '2199-12-31',
    }),
    today: date({
      label: "Today's date",
      help: 'Payments are monthly, the first one a month after this date.',
      default: 'today',
      min: '1900-01-01',
      max: '2199-12-31',
    }),
  },
  outputs: {
    monthlyPayment: out.money({ label: 'Monthly payment', primary: true }),
    months: out.integer({ label: 'Months to pay off', primary: true, suffix: 'months' }),
    payoffDate: out.date({ label: 'Debt-free on (the last payment)', primary: true }),
    totalInterest: out.money({ label: 'Total interest' }),
    totalPaid: out.money({ label: 'Total paid' }),
    finalPayment: out.money({ label: 'Final payment' }),
    firstInterest: out.money({ label: "First month's interest (a payment must be more than this)" }),
    balances: moneyLineChart('Balance left', 'month'),
    schedule: out.table({
      label: 'Month-by-month payoff schedule',
      columns: [
        MONTH_COLUMN,
        { key: 'date', label: 'Date', kind: 'date' },
        { key: 'payment', label: 'Payment', kind: 'money' },
        { key: 'interest', label: 'Interest', kind: 'money' },
        { key: 'principal', label: 'Principal', kind: 'money' },
        BALANCE_COLUMN,
      ],
    }),
  },
  validate: ({ balance, apr, goal, payment, target, today }) => {
    if (goal === 'payment') {
      const months = wholeMonthsBetween(today, target);
      if (months < 1) {
        return [{ field: 'target', message: "Pick a date at least one month after today's date." }];
      }
      return months > MAX_MONTHS ? [{ field: 'target', message: "Pick a date within 50 years of today's date." }] : [];
    }
    const interest = monthInterest(balance, apr);
    if (payment <= interest) {
      return [
        {
          field: 'payment',
          message: `The first month's interest is ${interest.toFixed(2)}, so this payment would never bring the balance down. Pay more than that each month.`,
        },
      ];
    }
    return atFixedPayment(balance, apr, payment).paidOff
      ? []
      : [
          {
            field: 'payment',
            message: 'At this payment the card is not paid off within 50 years. Pay more each month.',
          },
        ];
  },
  compute: ({ balance, apr, goal, payment, target, today }) => {
    const plan =
      goal === 'payment'
        ? amortize(balance, apr, wholeMonthsBetween(today, target))
        : atFixedPayment(balance, apr, payment);
    const rows = plan.rows.map(({ month, payment: paid, interest, balance: left }) => ({
      month,
      date: addMonthsToDate(today, month),
      payment: paid,
      interest,
      principal: new Big(paid).minus(interest).toNumber(),
      balance: left,
    }));
    return {
      monthlyPayment:
        goal === 'payment' ? (rows[0]?.payment ?? 0) : new Big(payment).round(2, Big.roundHalfUp).toNumber(),
      months: plan.months,
      payoffDate: addMonthsToDate(today, plan.months),
      totalInterest: plan.totalInterest,
      totalPaid: plan.totalPaid,
      finalPayment: rows.at(-1)?.payment ?? 0,
      firstInterest: monthInterest(balance, apr),
      balances: balanceChart([{ name: 'Balance', balances: balancesOf(balance, rows) }]),
      schedule: rows,
    };
  },
});
