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
  examples: [
    {
      inputs: { futureAmount: 45_000, payment: 0, rate: 7.25, compounding: '1', term: { value: 5, unit: 'year' } },
      expect: { presentValue: 31_712.17 },
      source:
        'TVM Schools, "Present value example" (PV1): 45,000 received in 5 years at a discount rate of 7.25% compounded annually is worth 45,000 ÷ 1.0725⁵ = 31,712.17 now',
    },
    {
      inputs: { futureAmount: 100, payment: 0, rate: 5, compounding: '2', term: { value: 10, unit: 'year' } },
      expect: { presentValue: 61.03 },
      source:
        'University of Southampton (edshare), present value exercise: £100 received in 10 years at 5% with semi-annual discounting is 100 ÷ 1.025²⁰ = £61.03 (annual discounting: £61.39)',
    },
    {
      inputs: {
        futureAmount: 0,
        payment: 1100,
        frequency: '1',
        timing: 'begin',
        rate: 5.8,
        compounding: '1',
        term: { value: 5, unit: 'year' },
      },
      expect: { presentValue: 4929.14 },
      source:
        'Brechner, "Contemporary Mathematics for Business and Consumers", 8th ed., ch. 12, review exercise 20: the present value of an annuity due of $1,100 a year for 5 years at 5.8% compounded annually is $4,929.14',
    },
    {
      inputs: {
        futureAmount: 0,
        payment: 5000,
        frequency: '1',
        timing: 'end',
        rate: 12,
        compounding: '4',
        term: { value: 5, unit: 'year' },
      },
      expect: { presentValue: 17_780 },
      tolerance: 1,
      source:
        'Worked solution to an accounting exercise on present value tables (homeworksource.com, "Using the appropriate present value table and assuming a 12% annual interest rate"): five annual payments of $5,000, the first a year from now, at 12% compounded quarterly are worth $17,780, from the factors 0.88849, 0.78941, 0.70138, 0.62317 and 0.55326 (1.03 to the powers −4, −8 … −20)',
    },
    {
      inputs: { futureAmount: 1000, payment: 100, frequency: '12', rate: 0, term: { value: 1, unit: 'year' } },
      expect: { presentValue: 2200, discount: 0 },
      source: 'Arithmetic at a 0% discount rate: $1,000 plus twelve payments of $100 is worth $2,200 today',
    },
  ],
});
