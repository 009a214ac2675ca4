import Big from 'big.js';
import { defineCalculator, lessThan, out } from '../../engine/index.ts';
import { loanPlan } from '../shared/money/loan-schedule.ts';
import { termMonths, wholeMonthsRule } from '../shared/money/term.ts';
import { loanTermInput } from '../shared/presets/loan-term.ts';
import { interestRate, moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';

export default defineCalculator({
  inputs: {
    price: moneyAmount(
      {
        label: 'Price of the car',
        help: 'The negotiated price, with tax and fees you finance.',
        default: 35_000,
        minInclusive: false,
      },
      PRICE_MAX,
    ),
    downPayment: moneyAmount({ label: 'Down payment and trade-in', default: 5000 }, PRICE_MAX),
    rebate: moneyAmount({ label: 'Cash rebate offered', default: 3000 }, PRICE_MAX),
    dealerRate: interestRate(0.9, 'Special dealer APR (without the rebate)'),
    lenderRate: interestRate(6, 'APR from your bank or credit union (with the rebate)'),
    term: loanTermInput(5, { value: 1, unit: 'month' }),
  },
  validate: ({ price, downPayment, rebate, term }) => [
    ...lessThan('downPayment', downPayment + rebate, price, {
      what: 'The down payment and rebate together',
      than: 'the price',
    }),
    ...wholeMonthsRule(term),
  ],
  outputs: {
    verdict: out.text({ label: 'Better deal', primary: true }),
    difference: out.money({ label: 'It saves you' }),
    rebatePayment: out.money({ label: 'Monthly payment with the rebate' }),
    lowRatePayment: out.money({ label: 'Monthly payment with the low APR' }),
    rebateTotal: out.money({ label: 'Total paid with the rebate (down payment and all payments)' }),
    lowRateTotal: out.money({ label: 'Total paid with the low APR (down payment and all payments)' }),
    rebateInterest: out.money({ label: 'Interest with the rebate' }),
    lowRateInterest: out.money({ label: 'Interest with the low APR' }),
  },
  compute: ({ price, downPayment, rebate, dealerRate, lenderRate, term }) => {
    const months = termMonths(term);
    const financed = new Big(price).minus(downPayment);
    const withRebate = loanPlan({ principal: financed.minus(rebate).toNumber(), annualPercent: lenderRate, months });
    const withLowRate = loanPlan({ principal: financed.toNumber(), annualPercent: dealerRate, months });
    const rebateTotal = new Big(withRebate.totalPaid).plus(downPayment);
    const lowRateTotal = new Big(withLowRate.totalPaid).plus(downPayment);
    const difference = rebateTotal.minus(lowRateTotal);
    return {
      verdict: difference.lt(0)
        ? 'Take the cash rebate and finance it at your own lender’s rate.'
        : difference.gt(0)
          ? 'Take the low-APR financing and skip the rebate.'
          : 'Both cost the same in total.',
      difference: difference.abs().toNumber(),
      rebatePayment: withRebate.payment,
      lowRatePayment: withLowRate.payment,
      rebateTotal: rebateTotal.toNumber(),
      lowRateTotal: lowRateTotal.toNumber(),
      rebateInterest: withRebate.totalInterest,
      lowRateInterest: withLowRate.totalInterest,
    };
  },
});
