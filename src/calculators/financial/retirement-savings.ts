import Big from 'big.js';
import { defineCalculator, integer, money, out, percent, type FieldError } from '../../engine/index.ts';
import { annuityFutureFactor, periodsToDeplete } from '../shared/money/annuity.ts';
import { toCents } from '../shared/money/cents.ts';
import { growthFactor } from '../shared/money/compounding.ts';
import { moneyLineChart } from '../shared/presets/money-chart.ts';
import { moneyAmount } from '../shared/presets/money-fields.ts';
import { BALANCE_COLUMN } from '../shared/presets/schedule-table.ts';

const MAX_MONTHS = 1200;

/** How long a monthly withdrawal lasts, in words: it is a span, or "never runs out". */
export function lastingText(months: number, withdrawal: number, retirementAge: number): string {
  if (withdrawal <= 0) return 'No withdrawal entered';
  if (months === Infinity) return 'It never runs out: the return in retirement covers this withdrawal';
  if (months > MAX_MONTHS) return 'More than 100 years';
  const whole = Math.ceil(months - 1e-9);
  const years = Math.floor(whole / 12);
  const rest = whole % 12;
  const span = [
    years > 0 ? `${years} year${years === 1 ? '' : 's'}` : '',
    rest > 0 ? `${rest} month${rest === 1 ? '' : 's'}` : '',
  ]
    .filter(Boolean)
    .join(' and ');
  const smaller = whole - months > 1e-9 ? ', the last withdrawal smaller' : '';
  return `${span || '0 months'} (to about age ${retirementAge + years})${smaller}`;
}

export default defineCalculator({
  inputs: {
    currentAge: integer({ label: 'Current age', default: 35, min: 15, max: 99, suffix: 'years' }),
    retirementAge: integer({ label: 'Retirement age', default: 67, min: 16, max: 100, suffix: 'years' }),
    savings: moneyAmount({ label: 'Current retirement savings', default: 50_000 }),
    contribution: money({ label: 'Monthly contribution', default: 500, min: 0, max: 10_000_000 }),
    increase: percent({
      label: 'Yearly increase in the monthly contribution',
      help: 'For example 3 if you raise your contribution with your pay each year.',
      default: 2,
      min: 0,
      max: 20,
    }),
    rate: percent({
      label: 'Expected return until retirement (annual, APR compounded monthly)',
      default: 6,
      min: 0,
      max: 30,
    }),
    inflation: percent({ label: 'Expected inflation (per year)', default: 2.5, min: 0, max: 20 }),
    withdrawal: money({
      label: 'Monthly withdrawal in retirement',
      help: 'Optional: shows how long the balance lasts. Leave at 0 to skip.',
      default: 5000,
      min: 0,
      max: 10_000_000,
    }),
    retirementRate: percent({
      label: 'Expected return in retirement (annual, APR compounded monthly)',
      default: 4,
      min: 0,
      max: 30,
    }),
  },
  outputs: {
    balance: out.money({ label: 'Balance at retirement', primary: true }),
    balanceToday: out.money({ label: "Balance at retirement in today's money" }),
    contributed: out.money({ label: 'Total contributions (after today)' }),
    growth: out.money({ label: 'Investment growth' }),
    lasts: out.text({ label: 'How long the monthly withdrawal lasts' }),
    chart: moneyLineChart('Savings by age', 'age'),
    byYear: out.table({
      label: 'Year by year',
      columns: [
        { key: 'age', label: 'Age at year end', kind: 'integer' },
        { key: 'contributions', label: 'Contributions that year', kind: 'money' },
        { key: 'growth', label: 'Growth that year', kind: 'money' },
        BALANCE_COLUMN,
        { key: 'today', label: "In today's money", kind: 'money' },
      ],
    }),
  },
  validate: ({ currentAge, retirementAge }) => {
    const errors: FieldError[] = [];
    if (retirementAge <= currentAge) {
      errors.push({ field: 'retirementAge', message: 'Enter a retirement age above your current age.' });
    }
    return errors;
  },
  compute: ({
    currentAge,
    retirementAge,
    savings,
    contribution,
    increase,
    rate,
    inflation,
    withdrawal,
    retirementRate,
  }) => {
    const monthly = rate / 100 / 12;
    // A year of month-end contributions: each month's balance grows by (1 + i), plus the deposit.
    const yearGrowth = growthFactor(monthly, 12);
    const yearOfDeposits = annuityFutureFactor(monthly, 12, 'end');
    const years = retirementAge - currentAge;

    let balance = new Big(savings);
    let contributed = new Big(0);
    const rows: { age: number; contributions: number; growth: number; balance: number; today: number }[] = [];
    for (let year = 0; year < years; year += 1) {
      // The contribution steps up once a year and is paid in whole cents.
      const perMonth = new Big(contribution).times(growthFactor(increase / 100, year)).round(2, Big.roundHalfUp);
      const deposits = perMonth.times(12);
      const next = balance.times(yearGrowth).plus(perMonth.times(yearOfDeposits));
      const growth = next.minus(balance).minus(deposits);
      balance = next;
      contributed = contributed.plus(deposits);
      rows.push({
        age: currentAge + year + 1,
        contributions: toCents(deposits),
        growth: toCents(growth),
        balance: toCents(balance),
        today: toCents(balance.div(growthFactor(inflation / 100, year + 1))),
      });
    }

    const atRetirement = toCents(balance);
    const months = periodsToDeplete(atRetirement, withdrawal, retirementRate / 100 / 12, 'end');
    return {
      balance: atRetirement,
      balanceToday: toCents(balance.div(growthFactor(inflation / 100, years))),
      contributed: toCents(contributed),
      growth: toCents(balance.minus(savings).minus(contributed)),
      lasts: lastingText(months, withdrawal, retirementAge),
      chart: [
        {
          name: 'Balance',
          points: [{ x: currentAge, y: savings }, ...rows.map((row) => ({ x: row.age, y: row.balance }))],
        },
        {
          name: "In today's money",
          points: [{ x: currentAge, y: savings }, ...rows.map((row) => ({ x: row.age, y: row.today }))],
        },
      ],
      byYear: rows,
    };
  },
});
