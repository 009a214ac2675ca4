import Big from 'big.js';
import { defineCalculator, money, out } from '../../engine/index.ts';
import { toCents } from '../shared/money/cents.ts';

const expense = (label: string, value: number, help?: string) =>
  money({ label, default: value, min: 0, max: 10_000_000, ...(help ? { help } : {}) });

/** The 50/30/20 rule of Warren and Warren Tyagi, "All Your Worth" (2005): shares of take-home pay. */
const TARGETS = { needs: 50, wants: 30, savings: 20 } as const;
type Group = keyof typeof TARGETS;
const GROUP_NAMES: Record<Group, string> = { needs: 'Needs', wants: 'Wants', savings: 'Savings' };

/** Each expense field, its name in the table and the 50/30/20 group it counts toward. */
const CATEGORIES = [
  ['housing', 'Rent or mortgage', 'needs'],
  ['utilities', 'Utilities, phone and internet', 'needs'],
  ['groceries', 'Groceries', 'needs'],
  ['transport', 'Transportation', 'needs'],
  ['insurance', 'Insurance and health care', 'needs'],
  ['minimumDebt', 'Minimum debt payments', 'needs'],
  ['dining', 'Dining out and entertainment', 'wants'],
  ['shopping', 'Shopping, hobbies and personal care', 'wants'],
  ['subscriptions', 'Subscriptions, travel and other wants', 'wants'],
  ['saving', 'Savings and investing', 'savings'],
  ['extraDebt', 'Extra debt payments', 'savings'],
] as const;

export default defineCalculator({
  inputs: {
    income: money({
      label: 'Monthly take-home pay (after tax)',
      help: 'What reaches your bank account each month, plus any other regular income.',
      default: 4_000,
      min: 0,
      max: 10_000_000,
    }),
    housing: expense('Rent or mortgage (need)', 1_200),
    utilities: expense('Utilities, phone and internet (need)', 250),
    groceries: expense('Groceries (need)', 450),
    transport: expense('Transportation: car payment, fuel, transit (need)', 350),
    insurance: expense('Insurance and health care (need)', 150),
    minimumDebt: expense('Minimum debt payments (need)', 100),
    dining: expense('Dining out and entertainment (want)', 250),
    shopping: expense('Shopping, hobbies and personal care (want)', 200),
    subscriptions: expense('Subscriptions, travel and other wants (want)', 100),
    saving: expense('Savings and investing (savings)', 400, 'Emergency fund, retirement, other goals.'),
    extraDebt: expense('Extra debt payments above the minimum (savings)', 0),
  },
  outputs: {
    leftOver: out.money({ label: 'Left over each month (negative = shortfall)', primary: true }),
    totalSpending: out.money({ label: 'Total budgeted' }),
    needs: out.money({ label: 'Needs' }),
    wants: out.money({ label: 'Wants' }),
    savings: out.money({ label: 'Savings and extra debt payments' }),
    needsShare: out.percent({ label: 'Needs as a share of income (target 50%)', decimals: 1 }),
    wantsShare: out.percent({ label: 'Wants as a share of income (target 30%)', decimals: 1 }),
    savingsShare: out.percent({ label: 'Savings as a share of income (target 20%)', decimals: 1 }),
    needsTarget: out.money({ label: '50% target for needs' }),
    wantsTarget: out.money({ label: '30% target for wants' }),
    savingsTarget: out.money({ label: '20% target for savings' }),
    comparison: out.table({
      label: '50/30/20 targets and your budget',
      columns: [
        { key: 'group', label: 'Group', kind: 'text' },
        { key: 'target', label: 'Target', kind: 'money' },
        { key: 'actual', label: 'Your budget', kind: 'money' },
        { key: 'difference', label: 'Over (+) or under (−) target', kind: 'money' },
        { key: 'share', label: 'Share of income', kind: 'percent' },
      ],
    }),
    byCategory: out.table({
      label: 'Each category and its share of income',
      columns: [
        { key: 'category', label: 'Category', kind: 'text' },
        { key: 'group', label: 'Group', kind: 'text' },
        { key: 'amount', label: 'Monthly amount', kind: 'money' },
        { key: 'share', label: 'Share of income', kind: 'percent' },
      ],
    }),
    targetsChart: out.chart({ label: 'Target and budget by group', chart: 'bar', valueKind: 'money' }),
    split: out.chart({ label: 'Where your income goes', chart: 'pie', valueKind: 'money' }),
  },
  compute: (values) => {
    const income = new Big(toCents(new Big(values.income)));
    const share = (amount: Big) => (income.gt(0) ? amount.div(income).times(100).toNumber() : 0);
    const amounts = CATEGORIES.map(([key, name, group]) => ({
      name,
      group,
      amount: new Big(toCents(new Big(values[key]))),
    }));
    const groupTotal = (group: Group) =>
      amounts.filter((row) => row.group === group).reduce((sum, row) => sum.plus(row.amount), new Big(0));
    const groups = { needs: groupTotal('needs'), wants: groupTotal('wants'), savings: groupTotal('savings') };
    const spending = groups.needs.plus(groups.wants).plus(groups.savings);
    const leftOver = income.minus(spending);
    const target = (percent: number) => toCents(income.times(percent).div(100));
    const rows = (['needs', 'wants', 'savings'] as const).map((key) => ({
      group: GROUP_NAMES[key],
      target: target(TARGETS[key]),
      actual: groups[key].toNumber(),
      difference: groups[key].minus(target(TARGETS[key])).toNumber(),
      share: share(groups[key]),
    }));
    return {
      leftOver: leftOver.toNumber(),
      totalSpending: spending.toNumber(),
      needs: groups.needs.toNumber(),
      wants: groups.wants.toNumber(),
      savings: groups.savings.toNumber(),
      needsShare: share(groups.needs),
      wantsShare: share(groups.wants),
      savingsShare: share(groups.savings),
      needsTarget: target(TARGETS.needs),
      wantsTarget: target(TARGETS.wants),
      savingsTarget: target(TARGETS.savings),
      comparison: rows,
      byCategory: amounts.map(({ name, group, amount }) => ({
        category: name,
        group: GROUP_NAMES[group],
        amount: amount.toNumber(),
        share: share(amount),
      })),
      targetsChart: [
        { name: '50/30/20 target', points: rows.map((row) => ({ x: row.group, y: row.target })) },
        { name: 'Your budget', points: rows.map((row) => ({ x: row.group, y: row.actual })) },
      ],
      split: [
        {
          name: 'Monthly income',
          points: [
            ...rows.map((row) => ({ x: row.group, y: row.actual })),
            { x: 'Left over', y: Math.max(0, leftOver.toNumber()) },
          ],
        },
      ],
    };
  },
});
