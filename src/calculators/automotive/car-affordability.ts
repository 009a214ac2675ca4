import Big from 'big.js';
import { defineCalculator, out } from '../../engine/index.ts';
import { annuityPresentFactor } from '../shared/money/annuity.ts';
import { toCents } from '../shared/money/cents.ts';
import { termMonths, wholeMonthsRule } from '../shared/money/term.ts';
import { salesTaxFields, tradeInFields } from '../shared/presets/car-deal-fields.ts';
import { loanTermInput } from '../shared/presets/loan-term.ts';
import { interestRate, moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';

/** The 20/4/10 rule of thumb: car payment and running costs within 10% of gross income. */
const RULE_SHARE_OF_INCOME = 0.1;

export default defineCalculator({
  inputs: {
    payment: moneyAmount({ label: 'Monthly payment you can afford', default: 500 }, 1_000_000),
    downPayment: moneyAmount({ label: 'Down payment', default: 3_000 }, PRICE_MAX),
    ...tradeInFields(),
    rate: interestRate(7),
    term: loanTermInput(5, { value: 1, unit: 'month' }),
    ...salesTaxFields(),
    fees: moneyAmount({ label: 'Dealer, title and registration fees', default: 800 }, PRICE_MAX),
    income: moneyAmount(
      { label: 'Gross yearly income (optional)', help: 'For the 20/4/10 rule of thumb; 0 to skip.', default: 0 },
      PRICE_MAX,
    ),
  },
  validate: ({ term }) => wholeMonthsRule(term),
  outputs: {
    price: out.money({ label: 'Most expensive car you can afford (price before tax)', primary: true }),
    loan: out.money({ label: 'Largest loan the payment repays' }),
    salesTax: out.money({ label: 'Sales tax on that price' }),
    totalInterest: out.money({ label: 'Total interest' }),
    rulePayment: out.money({ label: '20/4/10 rule: most to spend on the car each month' }),
  },
  compute: (v) => {
    const months = termMonths(v.term);
    const loan = new Big(toCents(new Big(v.payment).times(annuityPresentFactor(v.rate / 1200, months, 'end'))));
    // Financed = P + t·(P − credit) + fees − trade-in + owed − down, solved for the price P.
    const t = new Big(v.taxPercent).div(100);
    const credit = v.taxAfterTradeIn ? v.tradeIn : 0;
    const cash = loan.minus(v.fees).plus(v.tradeIn).minus(v.tradeInOwed).plus(v.downPayment).plus(t.times(credit));
    const price = cash.gt(0) ? cash.div(t.plus(1)) : new Big(0);
    const taxable = price.minus(credit);
    return {
      price: toCents(price),
      loan: loan.toNumber(),
      salesTax: toCents(taxable.gt(0) ? taxable.times(t) : new Big(0)),
      totalInterest: toCents(new Big(v.payment).times(months).minus(loan)),
      rulePayment: toCents(new Big(v.income).div(12).times(RULE_SHARE_OF_INCOME)),
    };
  },
});
