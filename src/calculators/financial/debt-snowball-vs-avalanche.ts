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
});
