import Big from 'big.js';
import { defineCalculator, out, percent, select } from '../../engine/index.ts';
import { apyFromApr, COMPOUNDING_CHOICES, ratePerPeriod } from '../shared/money/compounding.ts';
import { toCents } from '../shared/money/cents.ts';
import { futureValueOf } from '../shared/money/annuity.ts';
import { paymentsInTerm, wholePaymentsRule } from '../shared/money/term.ts';
import { yearEnds } from '../shared/money/year-marks.ts';
import { moneyLineChart } from '../shared/presets/money-chart.ts';
import { moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';
import { BALANCE_COLUMN } from '../shared/presets/schedule-table.ts';
import { growthTermInput, paymentTimingInputs } from '../shared/presets/time-value-fields.ts';

export default defineCalculator({
  inputs: {
    principal: moneyAmount({ label: 'Starting amount (present value)', default: 10_000 }),
    contribution: moneyAmount({ label: 'Contribution each period', default: 200 }, PRICE_MAX),
    ...paymentTimingInputs('Contributions'),
    rate: percent({ label: 'Annual rate of return (APR)', default: 7, min: 0, max: 50 }),
    compounding: select({ label: 'Compounding', options: COMPOUNDING_CHOICES, default: '12' }),
    term: growthTermInput('Time invested', 20),
  },
  outputs: {
    futureValue: out.money({ label: 'Future value', primary: true }),
    contributed: out.money({ label: 'Total put in (starting amount and contributions)' }),
    growth: out.money({ label: 'Total growth (interest earned)' }),
    fromPrincipal: out.money({ label: 'Future value of the starting amount' }),
    fromContributions: out.money({ label: 'Future value of the contributions' }),
    apy: out.percent({ label: 'Effective annual yield (APY)', decimals: 3 }),
    chart: moneyLineChart('Growth over time'),
    byYear: out.table({
      label: 'Year by year',
      columns: [
        { key: 'year', label: 'Year', kind: 'number' },
        { key: 'contributed', label: 'Total put in', kind: 'money' },
        { key: 'growth', label: 'Growth to date', kind: 'money' },
        BALANCE_COLUMN,
      ],
    }),
  },
  validate: ({ term, frequency }) => wholePaymentsRule('term', term, Number(frequency)),
  compute: ({ principal, contribution, frequency, timing, rate, compounding, term }) => {
    const perYear = Number(frequency);
    const periodic = ratePerPeriod(rate, Number(compounding), perYear);
    // The term is a whole number of periods (see validate), and so is every year mark.
    const at = (years: number) => {
      const periods = Math.round(years * perYear);
      return {
        ...futureValueOf(principal, contribution, periodic, periods, timing),
        paidIn: new Big(contribution).times(periods).plus(principal),
      };
    };
    const years = paymentsInTerm(term, perYear) / perYear;
    const rows = yearEnds(years).map((year) => {
      const point = at(year);
      return {
        year: Math.round(year * 100) / 100,
        contributed: toCents(point.paidIn),
        growth: toCents(point.total.minus(point.paidIn)),
        balance: toCents(point.total),
      };
    });
    const final = at(years);
    return {
      futureValue: toCents(final.total),
      contributed: toCents(final.paidIn),
      growth: toCents(final.total.minus(final.paidIn)),
      fromPrincipal: toCents(final.fromLumpSum),
      fromContributions: toCents(final.fromPayments),
      apy: apyFromApr(rate / 100, Number(compounding)) * 100,
      chart: [
        { name: 'Balance', points: [{ x: 0, y: principal }, ...rows.map((r) => ({ x: r.year, y: r.balance }))] },
        { name: 'Put in', points: [{ x: 0, y: principal }, ...rows.map((r) => ({ x: r.year, y: r.contributed }))] },
      ],
      byYear: rows,
    };
  },
});
