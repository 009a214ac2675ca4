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
});
