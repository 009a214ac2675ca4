import Big from 'big.js';
import { defineCalculator, duration, out } from '../../engine/index.ts';
import { loanTermInput } from '../shared/presets/loan-term.ts';
import { termMonths, wholeMonthsRule } from '../shared/money/term.ts';
import { loanPlan, type LoanPlan } from '../shared/money/loan-schedule.ts';
import { roundCents } from '../shared/money/cents.ts';
import { moneyLineChart } from '../shared/presets/money-chart.ts';
import { interestRate, moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';

/** Running total paid by the end of each year, starting from `upfront`. */
function paidByYear(plan: LoanPlan, upfront: number, years: number): { x: number; y: number }[] {
  const points = [{ x: 0, y: upfront }];
  let paid = upfront;
  for (let year = 1; year <= years; year += 1) {
    for (const row of plan.rows.slice((year - 1) * 12, year * 12)) paid += row.payment;
    points.push({ x: year, y: roundCents(paid) });
  }
  return points;
}

/**
 * When the new payment is not lower, monthly savings never repay the closing costs; what the
 * refinance saves is interest. It breaks even in the first month by which the interest charged
 * on the current loan, less that on the new one, adds up to the closing costs (0 with none), or
 * never (undefined) when even the whole schedules do not save that much.
 */
function interestBreakEven(current: LoanPlan, next: LoanPlan, closingCosts: number): number | undefined {
  if (closingCosts <= 0) return 0;
  let saved = new Big(0);
  for (let month = 1; month <= Math.max(current.months, next.months); month += 1) {
    saved = saved.plus(current.rows[month - 1]?.interest ?? 0).minus(next.rows[month - 1]?.interest ?? 0);
    if (saved.gte(closingCosts)) return month;
  }
  return undefined;
}

export default defineCalculator({
  inputs: {
    balance: moneyAmount({
      label: 'Current loan balance',
      default: 250_000,
      minInclusive: false,
    }),
    currentRate: interestRate(6.8, 'Current interest rate (APR)'),
    remaining: duration({
      label: 'Time left on the current loan',
      default: { value: 25, unit: 'year' },
      units: ['year', 'month'],
      min: { value: 1, unit: 'month' },
      max: { value: 50, unit: 'year' },
    }),
    newRate: interestRate(5.8, 'New interest rate (APR)'),
    newTerm: { ...loanTermInput(30, { value: 1, unit: 'month' }), label: 'New loan term' },
    closingCosts: moneyAmount({ label: 'Closing costs of the new loan', default: 5000 }, PRICE_MAX),
  },
  outputs: {
    breakEvenMonths: out.number({
      label: 'Break-even',
      help: 'Closing costs ÷ monthly savings; by interest saved when the new payment is not lower; 0 if there is none.',
      primary: true,
      decimals: 1,
      suffix: 'months',
    }),
    breakEvenBasis: out.text({ label: 'How the break-even is measured' }),
    monthlySavings: out.money({
      label: 'Monthly savings (negative: the new payment is that much higher)',
      primary: true,
    }),
    currentPayment: out.money({ label: 'Current monthly payment (principal and interest)' }),
    newPayment: out.money({ label: 'New monthly payment (principal and interest)' }),
    currentInterest: out.money({ label: 'Interest still to pay on the current loan' }),
    newInterest: out.money({ label: 'Interest on the new loan' }),
    interestDifference: out.money({ label: 'Interest saved over the life of the loans (negative: more interest)' }),
    netSavings: out.money({ label: 'Lifetime saving after closing costs (negative: refinancing costs more)' }),
    verdict: out.text({ label: 'In short' }),
    cumulative: moneyLineChart('Total paid so far: keep the loan or refinance'),
  },
  validate: ({ remaining, newTerm }) => [
    ...wholeMonthsRule(remaining, 'remaining'),
    ...wholeMonthsRule(newTerm, 'newTerm'),
  ],
  compute: ({ balance, currentRate, remaining, newRate, newTerm, closingCosts }) => {
    const current = loanPlan({ principal: balance, annualPercent: currentRate, months: termMonths(remaining) });
    const next = loanPlan({ principal: balance, annualPercent: newRate, months: termMonths(newTerm) });
    const monthlySavings = roundCents(current.payment - next.payment);
    const interestDifference = roundCents(current.totalInterest - next.totalInterest);
    const netSavings = roundCents(current.totalPaid - next.totalPaid - closingCosts);
    const years = Math.ceil(Math.max(current.months, next.months) / 12);
    const lower = monthlySavings > 0;
    const byInterest = lower ? undefined : interestBreakEven(current, next, closingCosts);
    const breakEvenBasis = lower
      ? 'Closing costs ÷ monthly savings.'
      : byInterest === undefined
        ? 'The new payment is not lower, so the break-even is measured by interest saved, and even over the whole loan that stays below the closing costs: there is no break-even (shown as 0).'
        : `The new payment is not lower, so monthly savings never repay the closing costs; measured by interest saved instead, the saving reaches the closing costs in month ${byInterest}.`;
    let verdict: string;
    if (lower) {
      verdict =
        netSavings >= 0
          ? 'Refinancing pays off if you keep the new loan beyond the break-even point.'
          : 'The payment is lower, but over the whole term you pay more in total than by keeping the current loan.';
    } else {
      verdict =
        netSavings >= 0
          ? 'You pay more each month, but over the whole term you pay less in total, closing costs included.'
          : 'You pay more each month and, with the closing costs, more in total: refinancing does not pay.';
    }
    return {
      breakEvenMonths: lower ? closingCosts / monthlySavings : (byInterest ?? 0),
      breakEvenBasis,
      monthlySavings,
      currentPayment: current.payment,
      newPayment: next.payment,
      currentInterest: current.totalInterest,
      newInterest: next.totalInterest,
      interestDifference,
      netSavings,
      verdict,
      cumulative: [
        { name: 'Keep the current loan', points: paidByYear(current, 0, years) },
        { name: 'Refinance (closing costs included)', points: paidByYear(next, closingCosts, years) },
      ],
    };
  },
});
