import Big from 'big.js';
import { defineCalculator, out, percent, select } from '../../engine/index.ts';
import { annuityPresentFactor } from '../shared/money/annuity.ts';
import { apyFromApr, COMPOUNDING_CHOICES, growthFactor, ratePerPeriod } from '../shared/money/compounding.ts';
import { toCents } from '../shared/money/cents.ts';
import { paymentsInTerm, wholePaymentsRule } from '../shared/money/term.ts';
import { yearEnds } from '../shared/money/year-marks.ts';
import { moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';
import { growthTermInput, paymentTimingInputs } from '../shared/presets/time-value-fields.ts';

export default defineCalculator({
  inputs: {
    futureAmount: moneyAmount({ label: 'Future lump sum', default: 10_000 }),
    payment: moneyAmount(
      {
        label: 'Regular payment received',
        help: 'Optional: a level payment each period, such as an annuity or a pension. Leave at 0 for a lump sum only.',
        default: 0,
      },
      PRICE_MAX,
    ),
    ...paymentTimingInputs('Payments'),
    rate: percent({ label: 'Discount rate (annual, APR)', default: 5, min: 0, max: 50 }),
    compounding: select({ label: 'Compounding', options: COMPOUNDING_CHOICES, default: '1' }),
    term: growthTermInput('Time until the lump sum (and length of the payments)', 10),
  },
  outputs: {
    presentValue: out.money({ label: 'Present value (worth today)', primary: true }),
    lumpSumValue: out.money({ label: 'Present value of the lump sum' }),
    paymentsValue: out.money({ label: 'Present value of the payments' }),
    received: out.money({ label: 'Total received in the future' }),
    discount: out.money({ label: 'Discount (total received minus present value)' }),
    apy: out.percent({ label: 'Effective annual discount rate (APY)', decimals: 3 }),
    byYear: out.table({
      label: 'What each year is worth today',
      columns: [
        { key: 'year', label: 'Year', kind: 'number' },
        { key: 'received', label: 'Received that year', kind: 'money' },
        { key: 'worthToday', label: 'Worth today', kind: 'money' },
      ],
    }),
  },
  validate: ({ term, frequency }) => wholePaymentsRule('term', term, Number(frequency)),
  compute: ({ futureAmount, payment, frequency, timing, rate, compounding, term }) => {
    const perYear = Number(frequency);
    const perCompounding = Number(compounding);
    const periodic = ratePerPeriod(rate, perCompounding, perYear);
    const periods = Math.round(paymentsInTerm(term, perYear));
    const years = periods / perYear;
    // The lump sum is discounted over the whole term at the compounding frequency itself.
    const lumpSum = new Big(futureAmount).div(growthFactor(rate / 100 / perCompounding, perCompounding * years));
    const payments = new Big(payment).times(annuityPresentFactor(periodic, periods, timing));
    const total = lumpSum.plus(payments);
    const received = new Big(payment).times(periods).plus(futureAmount);

    // Payments due by a year mark, valued today: the difference of two annuity factors.
    const paymentsWorth = (count: number) => new Big(payment).times(annuityPresentFactor(periodic, count, timing));
    let previous = 0;
    const byYear = yearEnds(years).map((mark) => {
      const count = Math.round(mark * perYear);
      const isLast = count === periods;
      const receivedThatYear = new Big(payment).times(count - previous).plus(isLast ? futureAmount : 0);
      const worth = paymentsWorth(count)
        .minus(paymentsWorth(previous))
        .plus(isLast ? lumpSum : 0);
      previous = count;
      return { year: Math.round(mark * 100) / 100, received: toCents(receivedThatYear), worthToday: toCents(worth) };
    });

    return {
      presentValue: toCents(total),
      lumpSumValue: toCents(lumpSum),
      paymentsValue: toCents(payments),
      received: toCents(received),
      discount: toCents(received.minus(total)),
      apy: apyFromApr(rate / 100, perCompounding) * 100,
      byYear,
    };
  },
});
