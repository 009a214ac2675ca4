import Big from 'big.js';
import { defineCalculator, duration, money, out } from '../../engine/index.ts';
import { toCents } from '../shared/money/cents.ts';
import { termYears } from '../shared/money/term.ts';
import { yearMarks } from '../shared/money/year-marks.ts';
import { interestRate } from '../shared/presets/money-fields.ts';
import { BALANCE_COLUMN } from '../shared/presets/schedule-table.ts';

export default defineCalculator({
  inputs: {
    principal: money({ label: 'Principal', default: 10_000, min: 0, max: 10_000_000_000 }),
    rate: interestRate(5, 'Annual interest rate (simple, APR)'),
    time: duration({
      label: 'Time',
      help: 'Days count as a fraction of a 365-day year; months as twelfths of a year.',
      default: { value: 3, unit: 'year' },
      units: ['year', 'month', 'day'],
      max: { value: 100, unit: 'year' },
    }),
  },
  outputs: {
    interest: out.money({ label: 'Simple interest', primary: true }),
    total: out.money({ label: 'Total (principal + interest)' }),
    perYear: out.money({ label: 'Interest per year' }),
    perDay: out.money({ label: 'Interest per day (365-day year)' }),
    years: out.number({ label: 'Time in years', digits: 6, suffix: 'years' }),
    byYear: out.table({
      label: 'Balance year by year',
      columns: [
        { key: 'year', label: 'Year', kind: 'number' },
        { key: 'interest', label: 'Interest to date', kind: 'money' },
        BALANCE_COLUMN,
      ],
    }),
  },
  compute: ({ principal, rate, time }) => {
    const years = termYears(time);
    // I = P × r × t: interest is never added to the principal, so it grows in a straight line.
    const perYear = new Big(principal).times(rate).div(100);
    const interestAfter = (atYears: number) => toCents(perYear.times(atYears));
    const rows = yearMarks(years).map((at) => {
      const interest = interestAfter(at);
      return {
        year: Math.round(at * 10_000) / 10_000,
        interest,
        balance: toCents(new Big(principal).plus(interest)),
      };
    });
    const interest = interestAfter(years);
    return {
      interest,
      total: toCents(new Big(principal).plus(interest)),
      perYear: toCents(perYear),
      perDay: toCents(perYear.div(365)),
      years,
      byYear: rows,
    };
  },
});
