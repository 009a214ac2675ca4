import Big from 'big.js';
import { defineCalculator, duration, money, out, percent, radio } from '../../engine/index.ts';
import { amortize } from '../shared/finance.ts';
import { termMonths, wholeMonthsRule } from '../shared/loan-term.ts';
import { aprMonthly, balanceChart, balancesOf, monthInterest, payOff, rememberLast } from '../shared/debt.ts';

/** The plan at a fixed payment; remembered so checking the inputs and showing the plan share one run. */
const atFixedPayment = rememberLast((balance: number, apr: number, payment: number) =>
  payOff(balance, { rate: () => aprMonthly(apr), payment: () => new Big(payment) }),
);

export default defineCalculator({
  inputs: {
    balance: money({ label: 'Card balance', default: 5000, min: 0, minInclusive: false, max: 10_000_000 }),
    apr: percent({ label: 'Interest rate (APR)', default: 22, min: 0, max: 100 }),
    goal: radio({
      label: 'What do you want to know?',
      options: [
        { value: 'months', label: 'How long it takes at a fixed monthly payment' },
        { value: 'payment', label: 'The payment that clears it in a set time' },
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
    term: duration({
      label: 'Debt-free in',
      help: 'Used when you choose a set time.',
      default: { value: 24, unit: 'month' },
      units: ['month', 'year'],
      min: { value: 1, unit: 'month' },
      max: { value: 50, unit: 'year' },
    }),
  },
  outputs: {
    monthlyPayment: out.money({ label: 'Monthly payment', primary: true }),
    months: out.integer({ label: 'Months to pay off', primary: true, suffix: 'months' }),
    totalInterest: out.money({ label: 'Total interest' }),
    totalPaid: out.money({ label: 'Total paid' }),
    finalPayment: out.money({ label: 'Final payment' }),
    firstInterest: out.money({ label: "First month's interest (a payment must be more than this)" }),
    balances: out.chart({ label: 'Balance left', chart: 'line', xLabel: 'month', valueKind: 'money' }),
    schedule: out.table({
      label: 'Month-by-month payoff schedule',
      columns: [
        { key: 'month', label: 'Month', kind: 'integer' },
        { key: 'payment', label: 'Payment', kind: 'money' },
        { key: 'interest', label: 'Interest', kind: 'money' },
        { key: 'principal', label: 'Principal', kind: 'money' },
        { key: 'balance', label: 'Balance', kind: 'money' },
      ],
    }),
  },
  validate: ({ balance, apr, goal, payment, term }) => {
    if (goal === 'payment') return wholeMonthsRule(term);
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
  compute: ({ balance, apr, goal, payment, term }) => {
    const plan = goal === 'payment' ? amortize(balance, apr, termMonths(term)) : atFixedPayment(balance, apr, payment);
    const rows = plan.rows.map(({ month, payment: paid, interest, balance: left }) => ({
      month,
      payment: paid,
      interest,
      principal: new Big(paid).minus(interest).toNumber(),
      balance: left,
    }));
    return {
      monthlyPayment:
        goal === 'payment' ? (rows[0]?.payment ?? 0) : new Big(payment).round(2, Big.roundHalfUp).toNumber(),
      months: plan.months,
      totalInterest: plan.totalInterest,
      totalPaid: plan.totalPaid,
      finalPayment: rows.at(-1)?.payment ?? 0,
      firstInterest: monthInterest(balance, apr),
      balances: balanceChart([{ name: 'Balance', balances: balancesOf(balance, rows) }]),
      schedule: rows,
    };
  },
  examples: [
    {
      inputs: { balance: 8000, apr: 7, goal: 'months', payment: 150 },
      expect: { months: 65, totalInterest: 1611 },
      tolerance: 0.5,
      source:
        'numpy-financial documentation, nper: npf.nper(0.07/12, -150, 8000) = 64.07335, so $8,000 at 7% paid at $150 a month takes 64 full payments and a smaller 65th; interest ≈ 64.07335 × 150 − 8,000 = $1,611.00',
    },
    {
      inputs: { balance: 400, apr: 18, goal: 'months', payment: 15 },
      expect: { months: 35, totalInterest: 115, totalPaid: 515 },
      tolerance: 1,
      source:
        'UBS, "The true cost of credit": a $400 charge at 18% paid at $15 a month takes almost three years and costs $115 in interest, $515 in all',
    },
    {
      inputs: { balance: 200_000, apr: 7.5, goal: 'payment', term: { value: 15, unit: 'year' } },
      expect: { monthlyPayment: 1854.02, months: 180 },
      source:
        'numpy-financial documentation, pmt: npf.pmt(0.075/12, 12*15, 200000) = -1854.0247, the monthly payment that clears $200,000 at 7.5% in 180 months',
    },
    {
      inputs: { balance: 3600, apr: 0, goal: 'payment', term: { value: 36, unit: 'month' } },
      expect: { monthlyPayment: 100, totalInterest: 0, totalPaid: 3600 },
      source: 'Arithmetic of a 0% balance: $3,600 cleared in 36 equal payments is $100 a month with no interest',
    },
  ],
});
