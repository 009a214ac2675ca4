import Big from 'big.js';
import { defineCalculator, out, percent, radio, type FieldError } from '../../engine/index.ts';
import { toCents } from '../shared/money/cents.ts';
import { depositForGoal, futureValueOf, periodsToReach } from '../shared/money/annuity.ts';
import { paymentsInTerm, wholePaymentsRule } from '../shared/money/term.ts';
import { rateFromApy } from '../shared/money/compounding.ts';
import { yearEnds } from '../shared/money/year-marks.ts';
import { moneyLineChart } from '../shared/presets/money-chart.ts';
import { moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';
import { growthTermInput } from '../shared/presets/time-value-fields.ts';

const MAX_MONTHS = 1200;

export default defineCalculator({
  inputs: {
    mode: radio({
      label: 'What do you want to find?',
      options: [
        { value: 'deposit', label: 'The monthly deposit needed by a set time' },
        { value: 'time', label: 'The time needed at a set monthly deposit' },
      ],
      default: 'deposit',
    }),
    goal: moneyAmount({ label: 'Savings goal', default: 20_000, minInclusive: false }),
    start: moneyAmount({ label: 'Starting amount', default: 2000 }),
    apy: percent({ label: 'Interest rate (APY)', default: 4, min: 0, max: 50 }),
    term: growthTermInput('Time to reach the goal', 3, 'Used when finding the deposit.'),
    deposit: moneyAmount(
      {
        label: 'Monthly deposit',
        help: 'Used when finding the time.',
        default: 500,
      },
      PRICE_MAX,
    ),
    timing: radio({
      label: 'Deposits are made at the',
      options: [
        { value: 'end', label: 'End of each month' },
        { value: 'begin', label: 'Start of each month' },
      ],
      default: 'end',
    }),
  },
  outputs: {
    monthlyDeposit: out.money({ label: 'Monthly deposit', primary: true }),
    months: out.integer({ label: 'Months to reach the goal', suffix: 'months' }),
    totalDeposits: out.money({ label: 'Total deposits' }),
    interest: out.money({ label: 'Interest earned' }),
    finalBalance: out.money({ label: 'Balance at the end' }),
    chart: moneyLineChart('Savings over time'),
  },
  validate: ({ mode, goal, start, apy, term, deposit, timing }) => {
    if (mode === 'deposit') return wholePaymentsRule('term', term, 12);
    const errors: FieldError[] = [];
    const months = periodsToReach(goal, start, deposit, rateFromApy(apy, 12), timing);
    if (months === Infinity) {
      errors.push({ field: 'deposit', message: 'With nothing saved or deposited the goal is never reached.' });
    } else if (months > MAX_MONTHS) {
      errors.push({ field: 'deposit', message: 'At this deposit the goal takes more than 100 years.' });
    }
    return errors;
  },
  compute: ({ mode, goal, start, apy, term, deposit, timing }) => {
    const monthly = rateFromApy(apy, 12);
    const byDeposit = mode === 'deposit';
    // A fraction of a month left over still needs a whole month's deposit.
    const months = byDeposit
      ? Math.round(paymentsInTerm(term, 12))
      : Math.ceil(periodsToReach(goal, start, deposit, monthly, timing) - 1e-9);
    const level = byDeposit ? toCents(depositForGoal(goal, start, monthly, months, timing)) : deposit;
    const balanceAfter = (count: number) => futureValueOf(start, level, monthly, count, timing).total;
    const depositsAfter = (count: number) => new Big(level).times(count);

    const final = balanceAfter(months);
    const marks = yearEnds(months / 12);
    const x = (year: number) => Math.round(year * 100) / 100;
    return {
      monthlyDeposit: level,
      months,
      totalDeposits: toCents(depositsAfter(months)),
      interest: toCents(final.minus(start).minus(depositsAfter(months))),
      finalBalance: toCents(final),
      chart: [
        {
          name: 'Balance',
          points: [
            { x: 0, y: start },
            ...marks.map((year) => ({ x: x(year), y: toCents(balanceAfter(Math.round(year * 12))) })),
          ],
        },
        {
          name: 'Put in',
          points: [
            { x: 0, y: start },
            ...marks.map((year) => ({ x: x(year), y: toCents(depositsAfter(Math.round(year * 12)).plus(start)) })),
          ],
        },
      ],
    };
  },
});
