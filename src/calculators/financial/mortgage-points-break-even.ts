import Big from 'big.js';
import { defineCalculator, number, out, percent } from '../../engine/index.ts';
import { loanTermInput } from '../shared/presets/loan-term.ts';
import { termMonths, wholeMonthsRule } from '../shared/money/term.ts';
import { loanPlan, monthlyPayment } from '../shared/money/loan-schedule.ts';
import { roundCents } from '../shared/money/cents.ts';
import { interestRate, moneyAmount } from '../shared/presets/money-fields.ts';

/** The rate after the points, in exact decimals so 6.5 − 0.25 is 6.25 and not 6.249999…. */
const reducedRate = (rate: number, reduction: number) => new Big(rate).minus(reduction).toNumber();

export default defineCalculator({
  inputs: {
    amount: moneyAmount({ label: 'Loan amount', default: 300_000, minInclusive: false }),
    rate: interestRate(7, 'Interest rate without points (APR)'),
    points: number({
      label: 'Discount points',
      help: 'One point costs 1% of the loan amount.',
      default: 1,
      min: 0,
      minInclusive: false,
      max: 10,
      step: 0.125,
      suffix: 'points',
    }),
    rateReduction: percent({
      label: 'Rate reduction the points buy (APR percentage points)',
      help: 'In percentage points, from your lender’s quote (often about 0.25 per point).',
      default: 0.25,
      min: 0,
      max: 10,
    }),
    term: loanTermInput(30, { value: 1, unit: 'year' }),
  },
  outputs: {
    breakEvenMonths: out.number({
      label: 'Break-even (cost of points ÷ monthly savings)',
      primary: true,
      decimals: 1,
      suffix: 'months',
    }),
    pointsCost: out.money({ label: 'Cost of the points', primary: true }),
    newRate: out.percent({ label: 'Interest rate with points (APR)', decimals: 3 }),
    paymentWithout: out.money({ label: 'Monthly payment without points' }),
    paymentWith: out.money({ label: 'Monthly payment with points' }),
    monthlySavings: out.money({ label: 'Monthly savings' }),
    interestSaved: out.money({ label: 'Interest saved over the full term' }),
    netSavings: out.money({ label: 'Net saving over the full term (interest saved − cost of points)' }),
  },
  validate: ({ amount, rate, rateReduction, term }) => {
    const termErrors = wholeMonthsRule(term);
    if (termErrors.length > 0) return termErrors;
    if (rateReduction > rate) {
      return [{ field: 'rateReduction', message: 'The reduction cannot be larger than the rate itself.' }];
    }
    const months = termMonths(term);
    const saving =
      monthlyPayment(amount, rate, months) - monthlyPayment(amount, reducedRate(rate, rateReduction), months);
    return saving > 0
      ? []
      : [{ field: 'rateReduction', message: 'This reduction does not lower the monthly payment by even a cent.' }];
  },
  compute: ({ amount, rate, points, rateReduction, term }) => {
    const months = termMonths(term);
    const newRate = reducedRate(rate, rateReduction);
    const without = loanPlan({ principal: amount, annualPercent: rate, months });
    const withPoints = loanPlan({ principal: amount, annualPercent: newRate, months });
    const pointsCost = roundCents(new Big(amount).times(points).div(100).toNumber());
    const monthlySavings = roundCents(without.payment - withPoints.payment);
    const interestSaved = roundCents(without.totalInterest - withPoints.totalInterest);
    return {
      breakEvenMonths: monthlySavings > 0 ? pointsCost / monthlySavings : 0,
      pointsCost,
      newRate,
      paymentWithout: without.payment,
      paymentWith: withPoints.payment,
      monthlySavings,
      interestSaved,
      netSavings: roundCents(interestSaved - pointsCost),
    };
  },
});
