import Big from 'big.js';
import { defineCalculator, integer, money, out, percent, radio, type FieldError } from '../../engine/index.ts';
import { amortize } from '../shared/money/loan-schedule.ts';
import { toCents } from '../shared/money/cents.ts';

const PLANS = [
  { value: 'pay4', label: 'Pay in 4 (every two weeks, first at checkout)' },
  { value: 'monthly', label: 'Monthly installments (first due in a month)' },
] as const;

interface Installment {
  number: number;
  due: string;
  payment: number;
  interest: number;
  fee: number;
  balance: number;
}

/**
 * The APR by the actuarial method of Regulation Z, Appendix J: the rate per unit period at which
 * the payments, discounted, equal the amount financed, times the unit periods in a year. Found
 * by bisection; the present value falls as the rate rises.
 */
function annualPercentageRate(amountFinanced: number, payments: readonly number[], periodsPerYear: number): number {
  const presentValue = (rate: number) => payments.reduce((sum, p, k) => sum + p / Math.pow(1 + rate, k + 1), 0);
  const paid = payments.reduce((sum, p) => sum + p, 0);
  if (amountFinanced <= 0 || paid <= amountFinanced) return 0;
  let low = 0;
  let high = 1;
  while (presentValue(high) > amountFinanced && high < 1e6) high *= 2;
  for (let step = 0; step < 200; step += 1) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > amountFinanced) low = mid;
    else high = mid;
  }
  return ((low + high) / 2) * periodsPerYear * 100;
}

/** Pay in 4: a quarter at checkout and every two weeks after; the last absorbs any odd cent. */
function payInFour(price: Big): Installment[] {
  const quarter = price.div(4).round(2, Big.roundHalfUp);
  let balance = price;
  return [0, 1, 2, 3].map((index) => {
    const payment = index === 3 ? balance : quarter;
    balance = balance.minus(payment);
    return {
      number: index + 1,
      due: index === 0 ? 'At checkout' : `Week ${index * 2}`,
      payment: payment.toNumber(),
      interest: 0,
      fee: 0,
      balance: balance.toNumber(),
    };
  });
}

export default defineCalculator({
  inputs: {
    price: money({ label: 'Purchase price', default: 400, min: 0, minInclusive: false, max: 1_000_000 }),
    plan: radio({ label: 'Plan', options: PLANS, default: 'pay4' }),
    months: integer({ label: 'Number of monthly payments (monthly plans)', default: 6, min: 1, max: 60 }),
    apr: percent({
      label: 'Interest rate (APR, monthly plans)',
      help: 'Pay-in-4 plans are interest-free; monthly plans may charge 0–36% APR.',
      default: 0,
      min: 0,
      max: 100,
    }),
    checkoutFee: money({ label: 'Fee charged at checkout (optional)', default: 0, min: 0, max: 100_000 }),
    lateFee: money({ label: 'Late fee per missed due date', default: 10, min: 0, max: 10_000 }),
    latePayments: integer({
      label: 'Payments made late (late fee scenario)',
      help: 'The earliest payments after checkout are counted as late.',
      default: 0,
      min: 0,
      max: 60,
      suffix: 'payments',
    }),
  },
  outputs: {
    installment: out.money({ label: 'Each installment', primary: true }),
    totalPaid: out.money({ label: 'Total paid' }),
    totalInterest: out.money({ label: 'Total interest' }),
    totalFees: out.money({ label: 'Total fees (checkout and late fees)' }),
    costOfCredit: out.money({ label: 'Cost over the purchase price' }),
    apr: out.percent({ label: 'APR of interest and checkout fee (paying on time)', decimals: 2 }),
    effectiveApr: out.percent({ label: 'Effective APR including late fees', decimals: 2 }),
    schedule: out.table({
      label: 'Payment schedule',
      columns: [
        { key: 'number', label: 'Payment', kind: 'integer' },
        { key: 'due', label: 'Due', kind: 'text' },
        { key: 'payment', label: 'Installment', kind: 'money' },
        { key: 'interest', label: 'Of which interest', kind: 'money' },
        { key: 'fee', label: 'Fees', kind: 'money' },
        { key: 'balance', label: 'Balance after', kind: 'money' },
      ],
    }),
  },
  validate: ({ price, plan, months, checkoutFee, latePayments }) => {
    const errors: FieldError[] = [];
    const later = plan === 'pay4' ? 3 : months;
    if (latePayments > later) {
      errors.push({ field: 'latePayments', message: `This plan has ${later} payments after checkout.` });
    }
    const financed = plan === 'pay4' ? price * 0.75 : price;
    if (checkoutFee >= financed) {
      errors.push({ field: 'checkoutFee', message: 'The checkout fee must be less than the amount paid over time.' });
    }
    return errors;
  },
  compute: ({ price, plan, months, apr, checkoutFee, lateFee, latePayments }) => {
    const amount = new Big(toCents(new Big(price)));
    const monthly = plan === 'monthly';
    const installments: Installment[] = monthly
      ? amortize(amount.toNumber(), apr, months).rows.map((row) => ({
          number: row.month,
          due: `Month ${row.month}`,
          payment: row.payment,
          interest: row.interest,
          fee: 0,
          balance: row.balance,
        }))
      : payInFour(amount);
    const checkoutPayment = monthly ? 0 : (installments[0]?.payment ?? 0);
    const later = monthly ? [...installments] : installments.slice(1);
    // The late-fee scenario: the earliest payments after checkout are paid late, with a fee each.
    later.forEach((row, index) => {
      if (index < latePayments) row.fee = lateFee;
    });
    // A checkout fee is paid on the day of purchase: with the first installment in pay in 4,
    // on a row of its own for monthly plans.
    const [first] = installments;
    if (checkoutFee > 0 && first) {
      if (monthly) {
        installments.unshift({
          number: 0,
          due: 'At checkout',
          payment: 0,
          interest: 0,
          fee: checkoutFee,
          balance: amount.toNumber(),
        });
      } else {
        first.fee += checkoutFee;
      }
    }
    const sum = (pick: (row: Installment) => number) =>
      installments.reduce((total, row) => total.plus(pick(row)), new Big(0));
    const totalFees = sum((row) => row.fee);
    const totalPaid = sum((row) => row.payment).plus(totalFees);
    const financed = amount.minus(checkoutPayment).minus(checkoutFee).toNumber();
    const periodsPerYear = monthly ? 12 : 26;
    return {
      installment: installments.find((row) => row.payment > 0)?.payment ?? 0,
      totalPaid: toCents(totalPaid),
      totalInterest: toCents(sum((row) => row.interest)),
      totalFees: toCents(totalFees),
      costOfCredit: toCents(totalPaid.minus(amount)),
      apr: annualPercentageRate(
        financed,
        later.map((row) => row.payment),
        periodsPerYear,
      ),
      effectiveApr: annualPercentageRate(
        financed,
        later.map((row) => row.payment + row.fee),
        periodsPerYear,
      ),
      schedule: installments.map((row) => ({ ...row })),
    };
  },
});
