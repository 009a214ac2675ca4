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

/** Hours Not Dollars' example, used twice below: $250,000 at 6.8 % with 300 months left, refinanced to 5.8 %. */
const HOURS_NOT_DOLLARS_LOANS = {
  balance: 250_000,
  currentRate: 6.8,
  remaining: { value: 300, unit: 'month' },
  newRate: 5.8,
  newTerm: { value: 300, unit: 'month' },
  closingCosts: 5000,
} as const;

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
  examples: [
    {
      inputs: HOURS_NOT_DOLLARS_LOANS,
      expect: { currentPayment: 1735.18, newPayment: 1580.33, monthlySavings: 154.85, breakEvenMonths: 32.29 },
      tolerance: 0.01,
      source:
        'Hours Not Dollars, "Should I refinance?": $250,000 at 6.8% with 300 months left, refinanced to 5.8% over 300 months: $1,735.18 → $1,580.33, saving $154.85 a month; $5,000 ÷ $154.85 = 32.3 months (the page rounds up to 33)',
    },
    {
      inputs: HOURS_NOT_DOLLARS_LOANS,
      expect: { netSavings: 41_455 },
      tolerance: 2,
      source:
        'Hours Not Dollars, "Should I refinance?": total savings after closing costs $41,455.00 ($154.85 × 300 − $5,000; each loan’s last payment is adjusted by a few cents, so the exact totals differ by about a dollar)',
    },
    {
      inputs: {
        balance: 150_000,
        currentRate: 8.25,
        remaining: { value: 30, unit: 'year' },
        newRate: 7,
        newTerm: { value: 30, unit: 'year' },
        closingCosts: 3750,
      },
      expect: { currentPayment: 1127, newPayment: 998, monthlySavings: 129, breakEvenMonths: 29 },
      tolerance: 0.5,
      source:
        'Money magazine refinancing worksheet (reprinted by Pyramis): $150,000 30-year loan at 8.25% ($1,127) refinanced to 7% ($998) saves $129 a month; $3,750 in points and costs ÷ $129 = 29 months (whole dollars)',
    },
    {
      inputs: {
        balance: 120_000,
        currentRate: 0,
        remaining: { value: 10, unit: 'year' },
        newRate: 0,
        newTerm: { value: 20, unit: 'year' },
        closingCosts: 3000,
      },
      expect: { currentPayment: 1000, newPayment: 500, breakEvenMonths: 6, interestDifference: 0, netSavings: -3000 },
      source:
        'Arithmetic at 0%: $120,000 over 120 months is $1,000, over 240 months $500; $3,000 ÷ $500 = 6 months; with no interest either way, refinancing only adds the $3,000 of costs',
    },
    {
      inputs: {
        balance: 100_000,
        currentRate: 4.5,
        remaining: { value: 30, unit: 'year' },
        newRate: 3.1,
        newTerm: { value: 15, unit: 'year' },
        closingCosts: 0,
      },
      expect: { currentPayment: 507, newPayment: 695, currentInterest: 82_407, newInterest: 25_172 },
      tolerance: 3,
      source:
        'Andrew Marshall Financial, on refinancing to a 15-year mortgage: $100,000 over 30 years at 4.5% costs $507 a month and $82,407 in interest; refinanced over 15 years at 3.1%, $695 a month and $25,172 in interest (whole dollars; schedules that round each payment differently differ by a few dollars)',
    },
    {
      inputs: {
        balance: 100_000,
        currentRate: 6.5,
        remaining: { value: 30, unit: 'year' },
        newRate: 6.5,
        newTerm: { value: 20, unit: 'year' },
        closingCosts: 0,
      },
      expect: { currentPayment: 632.07, newPayment: 745.57, monthlySavings: -113.5, interestDifference: 48_604.67 },
      tolerance: 0.1,
      source:
        'Orlando Sentinel, 1 September 2002, on refinancing to a shorter term: $100,000 at 6.5% is $632.07 a month over 30 years with $127,543.01 of interest, and $745.57 over 20 years, $113.50 more a month, with $78,938.34 of interest, a saving of $48,604.67 (each schedule’s last payment differs by a few cents)',
    },
  ],
});
