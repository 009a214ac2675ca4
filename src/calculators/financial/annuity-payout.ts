import Big from 'big.js';
import { defineCalculator, duration, out, percent, radio, type FieldError } from '../../engine/index.ts';
import { apyFromApr } from '../shared/money/compounding.ts';
import { toCents } from '../shared/money/cents.ts';
import { drawdown } from '../shared/money/drawdown.ts';
import { payoutPayment, periodsToDeplete } from '../shared/money/annuity.ts';
import { paymentsInTerm, wholePaymentsRule } from '../shared/money/term.ts';
import { moneyLineChart } from '../shared/presets/money-chart.ts';
import { moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';
import { paymentTimingInputs } from '../shared/presets/time-value-fields.ts';

/** Beyond this a payout plan is a perpetuity in all but name, and the schedule would be endless. */
const MAX_YEARS = 100;

export default defineCalculator({
  inputs: {
    mode: radio({
      label: 'What do you want to find?',
      options: [
        { value: 'payment', label: 'The payment the balance supports for a set time' },
        { value: 'duration', label: 'How long the balance lasts at a set payment' },
      ],
      default: 'payment',
    }),
    balance: moneyAmount({ label: 'Starting balance (lump sum)', default: 500_000 }),
    rate: percent({
      label: 'Annual interest rate (APR)',
      help: 'Compounded once per payment period.',
      default: 5,
      min: 0,
      max: 50,
    }),
    ...paymentTimingInputs('Payments'),
    term: duration({
      label: 'Payout period',
      help: 'Used when finding the payment.',
      default: { value: 25, unit: 'year' },
      units: ['year', 'month'],
      min: { value: 1, unit: 'month' },
      max: { value: 60, unit: 'year' },
    }),
    withdrawal: moneyAmount(
      {
        label: 'Payment each period',
        help: 'Used when finding how long the balance lasts.',
        default: 3000,
        minInclusive: false,
      },
      PRICE_MAX,
    ),
  },
  outputs: {
    payment: out.money({ label: 'Payment each period', primary: true }),
    years: out.number({ label: 'How long the payments last', decimals: 2, suffix: 'years' }),
    payments: out.integer({ label: 'Number of payments' }),
    finalPayment: out.money({ label: 'Last payment' }),
    totalPaid: out.money({ label: 'Total paid out' }),
    totalInterest: out.money({ label: 'Interest earned along the way' }),
    apy: out.percent({ label: 'Effective annual rate (APY)', decimals: 3 }),
    chart: moneyLineChart('Balance over time'),
    schedule: out.table({
      label: 'Payout schedule by year',
      columns: [
        { key: 'year', label: 'Year', kind: 'integer' },
        { key: 'paid', label: 'Paid out', kind: 'money' },
        { key: 'interest', label: 'Interest earned', kind: 'money' },
        { key: 'balance', label: 'Balance at year end', kind: 'money' },
      ],
    }),
  },
  validate: ({ mode, balance, rate, frequency, timing, term, withdrawal }) => {
    const perYear = Number(frequency);
    if (mode === 'payment') return wholePaymentsRule('term', term, perYear);
    const errors: FieldError[] = [];
    const periods = periodsToDeplete(balance, withdrawal, rate / 100 / perYear, timing);
    if (periods === Infinity) {
      errors.push({
        field: 'withdrawal',
        message: 'The interest alone pays this much, so the balance never runs out. Enter a larger payment.',
      });
    } else if (periods > MAX_YEARS * perYear) {
      errors.push({
        field: 'withdrawal',
        message: `At this payment the balance lasts more than ${MAX_YEARS} years. Enter a larger payment.`,
      });
    }
    return errors;
  },
  compute: ({ mode, balance, rate, frequency, timing, term, withdrawal }) => {
    const perYear = Number(frequency);
    const periodic = rate / 100 / perYear;
    const byPayment = mode === 'payment';
    const count = byPayment
      ? Math.round(paymentsInTerm(term, perYear))
      : Math.ceil(periodsToDeplete(balance, withdrawal, periodic, timing) - 1e-9) + 1;
    const level = byPayment ? toCents(payoutPayment(balance, periodic, count, timing)) : withdrawal;
    const plan = drawdown({ balance, payment: level, rate: periodic, periods: count, timing, clearAtEnd: byPayment });

    const schedule: { year: number; paid: number; interest: number; balance: number }[] = [];
    for (const row of plan.rows) {
      const year = Math.ceil(row.period / perYear);
      let entry = schedule.at(-1);
      if (entry?.year !== year) {
        entry = { year, paid: 0, interest: 0, balance: 0 };
        schedule.push(entry);
      }
      entry.paid = toCents(new Big(entry.paid).plus(row.payment));
      entry.interest = toCents(new Big(entry.interest).plus(row.interest));
      entry.balance = row.balance;
    }
    const years = byPayment ? count / perYear : periodsToDeplete(balance, withdrawal, periodic, timing) / perYear;
    return {
      payment: level,
      years,
      payments: plan.rows.length,
      finalPayment: plan.rows.at(-1)?.payment ?? 0,
      totalPaid: plan.totalPaid,
      totalInterest: plan.totalInterest,
      apy: apyFromApr(rate / 100, perYear) * 100,
      chart: [
        {
          name: 'Balance',
          points: [{ x: 0, y: toCents(new Big(balance)) }, ...schedule.map((row) => ({ x: row.year, y: row.balance }))],
        },
      ],
      schedule,
    };
  },
});
