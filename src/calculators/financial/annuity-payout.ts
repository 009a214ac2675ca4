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
  examples: [
    {
      inputs: { balance: 200_000, rate: 7.5, frequency: '12', term: { value: 15, unit: 'year' } },
      expect: { payment: 1854.02, payments: 180 },
      source:
        'numpy-financial documentation, pmt: npf.pmt(0.075/12, 12*15, 200000) = −1,854.02; the level monthly payment that draws $200,000 to zero over 15 years at 7.5% a year is the same annuity payment',
    },
    {
      inputs: { balance: 10_000, rate: 8, frequency: '12', timing: 'begin', term: { value: 10, unit: 'month' } },
      expect: { payment: 1030.16 },
      source:
        'SAS documentation, PMT function (and Microsoft Support, PMT function, example 1): $10,000 at 8% a year over 10 monthly payments made at the start of each month, PMT(0.08/12, 10, 10000, 0, 1) = 1,030.16 (1,037.03 at the end of each month)',
    },
    {
      inputs: { mode: 'duration', balance: 8000, rate: 7, frequency: '12', withdrawal: 150 },
      expect: { years: 5.3394, payments: 65 },
      tolerance: 0.0001,
      source:
        'numpy-financial documentation, nper: paying $150 a month against $8,000 at 7% a year takes npf.nper(0.07/12, −150, 8000) = 64.07 months = 5.339 years, so 64 full payments and a smaller 65th',
    },
    {
      inputs: { balance: 12_000, rate: 0, frequency: '12', term: { value: 1, unit: 'year' } },
      expect: { payment: 1000, totalInterest: 0, totalPaid: 12_000 },
      source: 'Arithmetic at 0%: $12,000 paid out in 12 equal monthly payments is $1,000 each, with no interest',
    },
  ],
});
