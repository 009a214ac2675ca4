import { defineCalculator, out, percent, radio } from '../../engine/index.ts';
import { loanTermInput } from '../shared/presets/loan-term.ts';
import { termMonths, wholeMonthsRule } from '../shared/money/term.ts';
import { loanPlan } from '../shared/money/loan-schedule.ts';
import { roundCents } from '../shared/money/cents.ts';
import { moneyAmount } from '../shared/presets/money-fields.ts';

/**
 * Present value at a monthly rate of payments made at the end of months 1, 2, 3 …, and its
 * slope (the derivative by the rate), for Newton's method.
 */
function presentValue(payments: readonly number[], monthlyRate: number): { value: number; slope: number } {
  const discount = 1 / (1 + monthlyRate);
  let factor = 1;
  let value = 0;
  let slope = 0;
  payments.forEach((payment, index) => {
    factor *= discount;
    value += payment * factor;
    slope -= (index + 1) * payment * factor * discount;
  });
  return { value, slope };
}

/**
 * The monthly rate at which the payments are worth exactly the amount financed: Regulation Z,
 * Appendix J, actuarial method, with one-month unit periods. The present value falls as the
 * rate rises, so the root is first bracketed (the upper end doubled until it is past the root);
 * Newton's method then homes in, falling back to halving the bracket whenever a step would
 * leave it, so it always converges.
 */
export function actuarialMonthlyRate(amountFinanced: number, payments: readonly number[]): number {
  if (presentValue(payments, 0).value <= amountFinanced) return 0;
  let low = 0;
  let high = 0.01;
  for (let step = 0; step < 200 && presentValue(payments, high).value > amountFinanced; step += 1) {
    low = high;
    high *= 2;
  }
  let rate = (low + high) / 2;
  for (let step = 0; step < 200; step += 1) {
    const { value, slope } = presentValue(payments, rate);
    const gap = value - amountFinanced;
    if (gap > 0) low = rate;
    else high = rate;
    if (Math.abs(gap) <= 1e-13 * amountFinanced || high - low <= 1e-15 * high) break;
    const newton = rate - gap / slope;
    rate = newton > low && newton < high ? newton : (low + high) / 2;
  }
  return rate;
}

export default defineCalculator({
  inputs: {
    amount: moneyAmount({ label: 'Loan amount', default: 300_000, minInclusive: false }),
    rate: percent({
      label: 'Note rate (nominal yearly rate, before fees; not the APR)',
      default: 6.5,
      min: 0,
      max: 100,
    }),
    term: loanTermInput(30, { value: 1, unit: 'month' }),
    fees: moneyAmount({
      label: 'Prepaid finance charges',
      help: 'Points, origination and other lender fees that count as finance charges.',
      default: 6000,
    }),
    feeHandling: radio({
      label: 'How the fees are paid',
      options: [
        { value: 'upfront', label: 'At closing (the payment is on the loan amount)' },
        { value: 'financed', label: 'Added to the loan' },
      ],
      default: 'upfront',
    }),
  },
  outputs: {
    apr: out.percent({ label: 'Annual percentage rate (APR)', primary: true, decimals: 3 }),
    payment: out.money({ label: 'Monthly payment' }),
    amountFinanced: out.money({ label: 'Amount financed (what you actually receive)' }),
    financeCharge: out.money({ label: 'Finance charge (interest plus fees)' }),
    totalOfPayments: out.money({ label: 'Total of payments' }),
    aprGap: out.percent({ label: 'APR above the nominal rate', decimals: 3 }),
  },
  validate: ({ amount, fees, feeHandling, term }) => [
    ...wholeMonthsRule(term),
    ...(feeHandling === 'upfront' && fees >= amount
      ? [{ field: 'fees', message: 'Fees paid at closing must be less than the loan amount.' }]
      : []),
  ],
  compute: ({ amount, rate, term, fees, feeHandling }) => {
    const financed = feeHandling === 'financed';
    const plan = loanPlan({
      principal: financed ? amount + fees : amount,
      annualPercent: rate,
      months: termMonths(term),
    });
    const amountFinanced = financed ? amount : roundCents(amount - fees);
    const apr =
      actuarialMonthlyRate(
        amountFinanced,
        plan.rows.map((row) => row.payment),
      ) * 1200;
    return {
      apr,
      payment: plan.payment,
      amountFinanced,
      financeCharge: roundCents(plan.totalPaid - amountFinanced),
      totalOfPayments: plan.totalPaid,
      aprGap: apr - rate,
    };
  },
});
