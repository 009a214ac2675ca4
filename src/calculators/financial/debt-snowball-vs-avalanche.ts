import Big from 'big.js';
import { defineCalculator, money, out, percent, type TableRow } from '../../engine/index.ts';
import { balanceChart } from '../shared/money/debt-payoff.ts';
import { type Debt, type DebtPlan, planDebts, rememberLast } from '../shared/money/debt-plan.ts';
import { moneyLineChart } from '../shared/presets/money-chart.ts';
import { MONTH_COLUMN } from '../shared/presets/schedule-table.ts';

const MAX_BALANCE = 10_000_000;
/** The number of debts the form takes. */
const DEBT_COUNT = 5;
const debtNumbers = Array.from({ length: DEBT_COUNT }, (_, index) => index + 1);

const balanceInput = (n: number, value: number) =>
  money({
    label: `Debt ${n} balance`,
    ...(n === 1 ? { help: 'Leave a balance at 0 for a debt you do not have; up to 5 debts.' } : {}),
    default: value,
    min: 0,
    max: MAX_BALANCE,
  });
const aprInput = (n: number, value: number) =>
  percent({ label: `Debt ${n} interest rate (APR)`, default: value, min: 0, max: 100 });
const minimumInput = (n: number, value: number) =>
  money({ label: `Debt ${n} minimum monthly payment`, default: value, min: 0, max: MAX_BALANCE });

interface DebtValues {
  balance1: number;
  apr1: number;
  minimum1: number;
  balance2: number;
  apr2: number;
  minimum2: number;
  balance3: number;
  apr3: number;
  minimum3: number;
  balance4: number;
  apr4: number;
  minimum4: number;
  balance5: number;
  apr5: number;
  minimum5: number;
}

const debtsOf = (v: DebtValues): Debt[] => [
  { balance: v.balance1, apr: v.apr1, minimum: v.minimum1 },
  { balance: v.balance2, apr: v.apr2, minimum: v.minimum2 },
  { balance: v.balance3, apr: v.apr3, minimum: v.minimum3 },
  { balance: v.balance4, apr: v.apr4, minimum: v.minimum4 },
  { balance: v.balance5, apr: v.apr5, minimum: v.minimum5 },
];

const bothPlans = rememberLast((debts: Debt[], extra: number) => ({
  snowball: planDebts(debts, extra, 'snowball'),
  avalanche: planDebts(debts, extra, 'avalanche'),
}));

const debtName = (index: number) => (index < 0 ? '' : `Debt ${index + 1}`);

/** "Debt 1 (month 5) → Debt 2 (month 14)": the debts in the order they are paid off. */
function payoffSequence(plan: DebtPlan): string {
  const cleared = plan.order.flatMap((index) => {
    const month = plan.clearedIn[index] ?? 0;
    return month > 0 ? [{ index, month }] : [];
  });
  cleared.sort((a, b) => a.month - b.month);
  return cleared.map(({ index, month }) => `${debtName(index)} (month ${month})`).join(' → ');
}

/*
 * Each month's row says what to pay on every debt (a column per debt, blank for a debt left at
 * 0), so the plan can be followed payment by payment; the totals follow.
 */
const planColumns = [
  MONTH_COLUMN,
  ...debtNumbers.map((n) => ({ key: `pay${n}`, label: `Pay on debt ${n}`, kind: 'money' }) as const),
  { key: 'target', label: 'Extra goes to', kind: 'text' },
  { key: 'interest', label: 'Interest', kind: 'money' },
  { key: 'balance', label: 'Balance left', kind: 'money' },
  { key: 'cleared', label: 'Paid off', kind: 'text' },
] as const;

const planRows = (plan: DebtPlan): TableRow[] =>
  plan.rows.map((row) => {
    const payments = Object.fromEntries(plan.order.map((index) => [`pay${index + 1}`, row.payments[index] ?? 0]));
    return {
      month: row.month,
      ...payments,
      target: debtName(row.target),
      interest: row.interest,
      balance: row.balance,
      cleared: row.cleared.map(debtName).join(', '),
    };
  });

export default defineCalculator({
  inputs: {
    balance1: balanceInput(1, 1200),
    apr1: aprInput(1, 19.99),
    minimum1: minimumInput(1, 35),
    balance2: balanceInput(2, 6500),
    apr2: aprInput(2, 27.99),
    minimum2: minimumInput(2, 195),
    balance3: balanceInput(3, 9000),
    apr3: aprInput(3, 7.5),
    minimum3: minimumInput(3, 280),
    balance4: balanceInput(4, 600),
    apr4: aprInput(4, 0),
    minimum4: minimumInput(4, 50),
    balance5: balanceInput(5, 0),
    apr5: aprInput(5, 0),
    minimum5: minimumInput(5, 0),
    extra: money({ label: 'Extra payment each month, on top of the minimums', default: 250, min: 0, max: MAX_BALANCE }),
  },
  outputs: {
    avalancheMonths: out.integer({
      label: 'Avalanche (highest APR first): months to debt-free',
      primary: true,
      suffix: 'months',
    }),
    snowballMonths: out.integer({
      label: 'Snowball (smallest balance first): months to debt-free',
      primary: true,
      suffix: 'months',
    }),
    avalancheInterest: out.money({ label: 'Avalanche: total interest' }),
    snowballInterest: out.money({ label: 'Snowball: total interest' }),
    interestSaved: out.money({ label: 'Interest the avalanche saves over the snowball' }),
    budget: out.money({ label: 'Paid toward the debts each month (minimums plus extra)' }),
    avalancheOrder: out.text({ label: 'Avalanche: order the debts are paid off' }),
    snowballOrder: out.text({ label: 'Snowball: order the debts are paid off' }),
    balances: moneyLineChart('Total balance left', 'month'),
    avalanchePlan: out.table({
      label: 'Avalanche plan: what to pay on each debt, month by month',
      columns: planColumns,
    }),
    snowballPlan: out.table({ label: 'Snowball plan: what to pay on each debt, month by month', columns: planColumns }),
  },
  validate: (values) => {
    const debts = debtsOf(values);
    if (!debts.some((debt) => debt.balance > 0)) {
      return [{ field: 'balance1', message: 'Enter the balance of at least one debt.' }];
    }
    const budget = debts.reduce((sum, debt) => sum + (debt.balance > 0 ? debt.minimum : 0), values.extra);
    if (budget <= 0) return [{ field: 'extra', message: 'Enter minimum payments or an extra payment above 0.' }];
    const { snowball, avalanche } = bothPlans(debts, values.extra);
    return snowball.paidOff && avalanche.paidOff
      ? []
      : [
          {
            field: 'extra',
            message:
              'With these payments the debts are not paid off within 50 years, because they barely cover the interest. Raise the extra payment or the minimums.',
          },
        ];
  },
  compute: (values) => {
    const debts = debtsOf(values);
    const { snowball, avalanche } = bothPlans(debts, values.extra);
    const opening = debts.reduce((sum, debt) => sum.plus(debt.balance), new Big(0)).toNumber();
    return {
      avalancheMonths: avalanche.months,
      snowballMonths: snowball.months,
      avalancheInterest: avalanche.totalInterest,
      snowballInterest: snowball.totalInterest,
      interestSaved: new Big(snowball.totalInterest).minus(avalanche.totalInterest).toNumber(),
      budget: debts
        .reduce((sum, debt) => (debt.balance > 0 ? sum.plus(debt.minimum) : sum), new Big(values.extra))
        .round(2, Big.roundHalfUp)
        .toNumber(),
      avalancheOrder: payoffSequence(avalanche),
      snowballOrder: payoffSequence(snowball),
      balances: balanceChart([
        { name: 'Snowball', balances: [opening, ...snowball.rows.map((row) => row.balance)] },
        { name: 'Avalanche', balances: [opening, ...avalanche.rows.map((row) => row.balance)] },
      ]),
      avalanchePlan: planRows(avalanche),
      snowballPlan: planRows(snowball),
    };
  },
  examples: [
    {
      inputs: { balance1: 8000, apr1: 7, minimum1: 150, balance2: 0, balance3: 0, balance4: 0, extra: 0 },
      expect: { snowballMonths: 65, avalancheMonths: 65, snowballInterest: 1611, avalancheInterest: 1611 },
      tolerance: 0.5,
      source:
        'numpy-financial documentation, nper: npf.nper(0.07/12, -150, 8000) = 64.07335, so one $8,000 debt at 7% paid at $150 a month clears in the 65th month with about 64.07335 × 150 − 8,000 = $1,611 of interest, whichever method',
    },
    {
      inputs: { balance1: 10_000, apr1: 10, minimum1: 250, balance2: 0, balance3: 0, balance4: 0, extra: 0 },
      expect: { snowballMonths: 49, avalancheMonths: 49, snowballInterest: 2215, avalancheInterest: 2215 },
      tolerance: 0.5,
      source:
        'Hands on Banking (Wells Fargo), "Compare the terms" (handsonbanking.org): $10,000 at 10% APR paid at $250 a month (Loan B) takes 49 months, with $2,215 total interest paid and a total cost of $12,215; one debt, so both methods agree',
    },
    {
      inputs: { balance1: 5000, apr1: 15, minimum1: 200, balance2: 0, balance3: 0, balance4: 0, extra: 0 },
      expect: { snowballMonths: 31, avalancheMonths: 31, snowballInterest: 1032.66, avalancheInterest: 1032.66 },
      tolerance: 0.05,
      source:
        'The Penny Hoarder, "This Repayment Method Crushes Your Debt One High-Interest Account at a Time": a $5,000 credit card balance at 15% paid at $200 a month is paid off in 2.6 years (31 months) with $1,032.66 in interest; one debt, so both methods agree. Their calculator does not round each month\'s interest to the cent and this one does ($1,032.69), hence the 5-cent tolerance',
    },
    {
      inputs: {
        balance1: 1000,
        apr1: 0,
        minimum1: 50,
        balance2: 3000,
        apr2: 0,
        minimum2: 100,
        balance3: 0,
        balance4: 0,
        extra: 150,
      },
      expect: {
        snowballMonths: 14,
        avalancheMonths: 14,
        snowballInterest: 0,
        snowballOrder: 'Debt 1 (month 5) → Debt 2 (month 14)',
      },
      source:
        'Hand arithmetic at 0% APR: debt 1 gets $50 + $150 = $200 a month, so $1,000 clears in month 5 while debt 2 falls to $2,500; then the whole $300 goes to debt 2: 2,500 ÷ 300 = 8.3, so month 14',
    },
    {
      inputs: {
        balance1: 500,
        apr1: 0,
        minimum1: 25,
        balance2: 1000,
        apr2: 12,
        minimum2: 25,
        balance3: 0,
        balance4: 0,
        extra: 975,
      },
      expect: {
        avalancheInterest: 10.1,
        snowballInterest: 14.85,
        interestSaved: 4.75,
        avalancheOrder: 'Debt 2 (month 2) → Debt 1 (month 2)',
        snowballOrder: 'Debt 1 (month 1) → Debt 2 (month 2)',
      },
      source:
        'Hand arithmetic with a $1,025 monthly budget: avalanche pays the 12% debt first ($10.00 interest in month 1 leaves $10 owed, $0.10 in month 2), $10.10 in all; snowball clears the $500 debt in month 1 and pays $485 off the 12% debt ($10.00 + $4.85 interest), $14.85 in all',
    },
  ],
});
