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
  examples: [
    {
      inputs: { goal: 50_000, start: 0, apy: 6.16778118645, term: { value: 18, unit: 'year' } },
      expect: { monthlyDeposit: 129.08 },
      source:
        'Microsoft Support, "PMT function", example 2: to have $50,000 after 18 years at 6% a year compounded monthly (an APY of 6.1678%), save =PMT(6%/12, 18*12, 0, 50000) = $129.08 a month',
    },
    {
      inputs: { goal: 1000, start: 0, apy: 5.1161897881733, term: { value: 2, unit: 'year' }, timing: 'begin' },
      expect: { monthlyDeposit: 39.54 },
      source:
        'Apache OpenOffice Wiki, "PMT function": to save 1,000 over 2 years at 5% compounded monthly (an APY of 5.1162%) with deposits at the start of each month, PMT(5%/12; 24; 0; 1000; 1) = 39.54 a month',
    },
    {
      inputs: { mode: 'time', goal: 15_692.92, start: 100, apy: 5.1161897881733, deposit: 100 },
      expect: { months: 120 },
      source:
        'numpy-financial documentation, fv: $100 now plus $100 at the end of each month at 5% compounded monthly (APY 5.1162%) grows to $15,692.93 after 120 months, so a goal of $15,692.92 takes 120 months',
    },
    {
      inputs: { goal: 12_000, start: 2000, apy: 0, term: { value: 20, unit: 'month' } },
      expect: { monthlyDeposit: 500, interest: 0, finalBalance: 12_000 },
      source: 'Arithmetic at 0%: $10,000 still needed over 20 months is $500 a month, with no interest',
    },
  ],
});
