import Big from 'big.js';
import { defineCalculator, money, out, percent } from '../../engine/index.ts';
import { toCents } from '../shared/money/cents.ts';

const LARGEST = 10_000_000_000;

/** Homeowners Protection Act thresholds, as shares of the property's original value. */
const CANCEL_ON_REQUEST = 80;
const AUTOMATIC_END = 78;

function pmiNote(ltvOnOriginal: number): string {
  if (ltvOnOriginal > CANCEL_ON_REQUEST) {
    return 'Above 80% of the original value: lenders usually require mortgage insurance (PMI) on a conventional loan.';
  }
  if (ltvOnOriginal > AUTOMATIC_END) {
    return 'At or below 80% of the original value: you can ask your servicer in writing to cancel PMI.';
  }
  return 'At or below 78% of the original value: PMI can be cancelled on request, and it ends automatically on the date the scheduled balance reaches 78%.';
}

export default defineCalculator({
  inputs: {
    value: money({
      label: 'Property value',
      help: 'The current appraised value (for a purchase, lenders use the lower of price and appraisal).',
      default: 400_000,
      min: 1,
      max: LARGEST,
    }),
    firstLoan: money({ label: 'First mortgage balance', default: 300_000, min: 0, max: LARGEST }),
    otherLoans: money({
      label: 'Other loans secured by the home',
      help: 'Second mortgage, home-equity loan and the amount drawn on a HELOC.',
      default: 20_000,
      min: 0,
      max: LARGEST,
    }),
    originalValue: money({
      label: 'Original value, for PMI (optional)',
      help: 'Purchase price or appraisal when the first mortgage was made. Leave at 0 to use the value above.',
      default: 0,
      min: 0,
      max: LARGEST,
    }),
    maxCltv: percent({
      label: 'Lender’s highest combined LTV for new borrowing',
      help: 'Often 80% to 90% for a home-equity loan or line of credit.',
      default: 85,
      min: 1,
      max: 100,
    }),
  },
  outputs: {
    ltv: out.percent({ label: 'Loan-to-value (LTV), first mortgage', primary: true, decimals: 2 }),
    cltv: out.percent({ label: 'Combined loan-to-value (CLTV), all loans', decimals: 2 }),
    equity: out.money({ label: 'Home equity (value minus all loans)' }),
    borrowable: out.money({ label: 'Equity you could borrow at the lender’s highest CLTV' }),
    pmi: out.text({ label: 'Private mortgage insurance (PMI)' }),
    pmiLtv: out.percent({ label: 'First mortgage as a share of the original value', decimals: 2 }),
    payDownTo80: out.money({ label: 'Pay down to reach 80% of the original value' }),
    balanceAt78: out.money({ label: 'Balance at 78% of the original value' }),
  },
  validate: ({ originalValue }) =>
    originalValue > 0 && originalValue < 1
      ? [{ field: 'originalValue', message: 'Enter the original value, or 0 to use the value above.' }]
      : [],
  compute: ({ value, firstLoan, otherLoans, originalValue, maxCltv }) => {
    const worth = new Big(value);
    const original = new Big(originalValue > 0 ? originalValue : value);
    const first = new Big(firstLoan);
    const allLoans = first.plus(otherLoans);
    const zero = new Big(0);
    const atMost = worth.times(maxCltv).div(100).minus(allLoans);
    const over80 = first.minus(original.times(CANCEL_ON_REQUEST).div(100));
    const pmiLtv = first.div(original).times(100).toNumber();
    return {
      ltv: first.div(worth).times(100).toNumber(),
      cltv: allLoans.div(worth).times(100).toNumber(),
      equity: toCents(worth.minus(allLoans)),
      borrowable: toCents(atMost.gt(0) ? atMost : zero),
      pmi: pmiNote(pmiLtv),
      pmiLtv,
      payDownTo80: toCents(over80.gt(0) ? over80 : zero),
      balanceAt78: toCents(original.times(AUTOMATIC_END).div(100)),
    };
  },
});
