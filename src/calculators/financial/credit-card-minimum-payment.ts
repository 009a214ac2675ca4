import Big from 'big.js';
import { defineCalculator, money, out, percent, radio } from '../../engine/index.ts';
import { amortize } from '../shared/money/loan-schedule.ts';
import { aprMonthly, balanceChart, balancesOf, monthInterest, payOff } from '../shared/money/debt-payoff.ts';
import { rememberLast } from '../shared/money/debt-plan.ts';
import { moneyLineChart } from '../shared/presets/money-chart.ts';
import { interestRate } from '../shared/presets/money-fields.ts';
import { BALANCE_COLUMN, MONTH_COLUMN } from '../shared/presets/schedule-table.ts';

/** The months the Truth in Lending Act's statement box compares the minimum with. */
const DISCLOSURE_MONTHS = 36;

type Rule = 'percent' | 'interestPlus';

/**
 * Paying only the minimum each month: the larger of the rule's amount and the dollar floor, or the
 * whole balance once it is smaller than that. Card agreements take the percent of the statement
 * ("new") balance, which already includes the month's interest; 'interestPlus' adds that interest
 * once more on top ("1% of the new balance plus interest charges").
 */
const minimumOnly = rememberLast((balance: number, apr: number, rule: Rule, share: number, floor: number) => {
  const fraction = new Big(share).div(100);
  const least = new Big(floor);
  return payOff(balance, {
    rate: () => aprMonthly(apr),
    payment: (_month, owed, interest) => {
      const statementBalance = owed.plus(interest);
      const byRule = statementBalance.times(fraction).plus(rule === 'interestPlus' ? interest : 0);
      return byRule.gt(least) ? byRule : least;
    },
  });
});

export default defineCalculator({
  inputs: {
    balance: money({
      label: 'Card balance',
      help: "What you owe now, before this month's interest is added.",
      default: 3000,
      min: 0,
      minInclusive: false,
      max: 10_000_000,
    }),
    apr: interestRate(22),
    rule: radio({
      label: 'Minimum payment rule (see your card agreement)',
      options: [
        { value: 'interestPlus', label: 'Interest plus a percent of the statement balance (most US cards)' },
        { value: 'percent', label: 'A percent of the statement balance, interest included' },
      ],
      default: 'interestPlus',
    }),
    share: percent({ label: 'Percent of the statement balance', default: 1, min: 0, max: 100 }),
    floor: money({
      label: 'Dollar minimum',
      help: 'The smallest minimum payment the card asks for, such as 25 or 35.',
      default: 35,
      min: 0,
      max: 100_000,
    }),
  },
  outputs: {
    months: out.integer({ label: 'Months to pay off paying only the minimum', primary: true, suffix: 'months' }),
    totalInterest: out.money({ label: 'Total interest paying only the minimum', primary: true }),
    years: out.number({ label: 'Years to pay off', decimals: 1, suffix: 'years' }),
    totalPaid: out.money({ label: 'Total paid paying only the minimum' }),
    firstMinimum: out.money({ label: 'First minimum payment' }),
    firstInterest: out.money({ label: "First month's interest" }),
    payment36: out.money({ label: 'Monthly payment to pay it off in 3 years' }),
    totalPaid36: out.money({ label: 'Total paid over 3 years' }),
    savings36: out.money({ label: 'Saved by paying it off in 3 years' }),
    balances: moneyLineChart('Balance left', 'month'),
    schedule: out.table({
      label: 'Paying only the minimum, month by month',
      columns: [
        MONTH_COLUMN,
        { key: 'payment', label: 'Minimum payment', kind: 'money' },
        { key: 'interest', label: 'Interest', kind: 'money' },
        { key: 'principal', label: 'Principal', kind: 'money' },
        BALANCE_COLUMN,
      ],
    }),
  },
  validate: ({ balance, apr, rule, share, floor }) => {
    if (share === 0 && floor === 0) {
      return [
        { field: 'floor', message: 'Enter a percent or a dollar minimum above 0, as your card agreement states.' },
      ];
    }
    return minimumOnly(balance, apr, rule, share, floor).paidOff
      ? []
      : [
          {
            field: 'share',
            message:
              'Paying only this minimum does not clear the balance within 50 years, because it barely covers the interest. Raise the percent or the dollar minimum.',
          },
        ];
  },
  compute: ({ balance, apr, rule, share, floor }) => {
    const plan = minimumOnly(balance, apr, rule, share, floor);
    const fast = amortize(balance, apr, DISCLOSURE_MONTHS);
    const savings = new Big(plan.totalPaid).minus(fast.totalPaid);
    return {
      months: plan.months,
      totalInterest: plan.totalInterest,
      years: plan.months / 12,
      totalPaid: plan.totalPaid,
      firstMinimum: plan.rows[0]?.payment ?? 0,
      firstInterest: monthInterest(balance, apr),
      payment36: fast.payment,
      totalPaid36: fast.totalPaid,
      // A minimum that already clears the card sooner than 3 years leaves nothing to save.
      savings36: savings.gt(0) ? savings.toNumber() : 0,
      balances: balanceChart([
        { name: 'Paying only the minimum', balances: balancesOf(balance, plan.rows) },
        { name: 'Paying it off in 3 years', balances: balancesOf(balance, fast.rows) },
      ]),
      schedule: plan.rows.map((row) => ({ ...row })),
    };
  },
});
