import Big from 'big.js';
import { checkAll, defineCalculator, integer, lessThan, out } from '../../engine/index.ts';
import { toCents } from '../shared/money/cents.ts';
import { loanPlan } from '../shared/money/loan-schedule.ts';
import { termMonths, wholeMonthsRule } from '../shared/money/term.ts';
import { loanTermInput } from '../shared/presets/loan-term.ts';
import { interestRate, moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';

const amount = (label: string, fallback: number, help?: string) =>
  moneyAmount({ label, default: fallback, ...(help === undefined ? {} : { help }) }, PRICE_MAX);

export default defineCalculator({
  inputs: {
    price: amount('Purchase price with tax and fees', 35_000),
    leasePayment: amount('Monthly lease payment', 450, 'With tax, as the lease offer states it.'),
    dueAtSigning: amount('Lease: due at signing', 2_000, 'Down payment, first payment and fees paid up front.'),
    leaseMonths: integer({ label: 'Lease term', default: 36, min: 6, max: 96, suffix: 'months' }),
    endFee: amount('Lease: fees at the end', 395, 'Disposition fee, and any expected mileage or wear charges.'),
    buyDown: amount('Buy: down payment', 2_000),
    rate: interestRate(7, 'Buy: loan APR'),
    loanTerm: loanTermInput(5, { value: 1, unit: 'month' }),
    valueAtEnd: amount('Car’s value when the lease would end', 19_000, 'What you could sell it for then.'),
  },
  validate: ({ buyDown, price, loanTerm }) =>
    checkAll(
      wholeMonthsRule(loanTerm, 'loanTerm'),
      lessThan('buyDown', buyDown, price, { what: 'The down payment', than: 'the price' }),
    ),
  outputs: {
    difference: out.money({ label: 'Buying costs less by (negative: leasing does)', primary: true }),
    verdict: out.text({ label: 'Over the lease term' }),
    leaseCost: out.money({ label: 'Total cost of leasing' }),
    buyCost: out.money({ label: 'Net cost of buying (after selling the car)' }),
    loanPayment: out.money({ label: 'Monthly loan payment' }),
    paidOnLoan: out.money({ label: 'Loan payments made during the lease term' }),
    loanBalance: out.money({ label: 'Loan balance left when the lease would end' }),
    equity: out.money({ label: 'Your equity then (value − balance)' }),
  },
  compute: (v) => {
    const financed = new Big(v.price).minus(v.buyDown).toNumber();
    const loanMonths = termMonths(v.loanTerm);
    const plan = loanPlan({
      principal: financed,
      annualPercent: v.rate,
      months: loanMonths,
      paymentsMade: Math.min(v.leaseMonths, loanMonths),
    });
    const leaseCost = new Big(v.leasePayment).times(v.leaseMonths).plus(v.dueAtSigning).plus(v.endFee);
    const equity = new Big(v.valueAtEnd).minus(plan.remaining);
    const buyCost = new Big(v.buyDown).plus(plan.totalPaid).minus(equity);
    const difference = leaseCost.minus(buyCost);
    return {
      difference: toCents(difference),
      verdict: difference.gt(0)
        ? 'Buying costs less.'
        : difference.lt(0)
          ? 'Leasing costs less.'
          : 'They cost the same.',
      leaseCost: toCents(leaseCost),
      buyCost: toCents(buyCost),
      loanPayment: plan.payment,
      paidOnLoan: plan.totalPaid,
      loanBalance: plan.remaining,
      equity: toCents(equity),
    };
  },
  examples: [
    {
      inputs: {
        price: 30_000,
        leasePayment: 472.92,
        dueAtSigning: 0,
        leaseMonths: 36,
        endFee: 0,
        buyDown: 0,
        rate: 3,
        loanTerm: { value: 36, unit: 'month' },
        valueAtEnd: 15_000,
      },
      expect: { loanPayment: 872.44, paidOnLoan: 31_408, leaseCost: 17_025, buyCost: 16_408 },
      // The article rounds its totals to the dollar.
      tolerance: 0.5,
      source:
        'Lease.guide, "Lease vs Buy Comparison": a $30,000 car over 3 years at 3.0% with a $15,000 residual: lease $472.92 × 36 = $17,025, loan $872.44 × 36 = $31,408, and the car is worth the remaining $15,000 at the end',
    },
    {
      inputs: {
        price: 17_700,
        leasePayment: 159,
        dueAtSigning: 2_000,
        leaseMonths: 36,
        endFee: 0,
        buyDown: 2_000,
        rate: 4.22,
        loanTerm: { value: 3, unit: 'year' },
        valueAtEnd: 12_000,
      },
      expect: { loanPayment: 465, loanBalance: 0 },
      // The source rounds the loan payment to the dollar.
      tolerance: 0.5,
      source:
        'Newsids, "My personal perspective and why leasing…" (2019): $17,700 subcompact, $2,000 down, 4.22% for three years is $465 a month, sold for $12,000 after three years; a lease with $2,000 down at $159 a month for three years',
    },
  ],
});
