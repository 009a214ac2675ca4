import { defineCalculator, out } from '../../engine/index.ts';
import { roundCents } from '../shared/money/cents.ts';
import { switchLoan } from '../shared/money/loan-switch.ts';
import { termMonths, wholeMonthsRule } from '../shared/money/term.ts';
import { interestRate, moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';
import { yearsOrMonthsInput } from '../shared/presets/years-or-months.ts';

/** ScoutMyTool's worked example, used twice below: $20,000 with 48 months left moved from 7 % to 4 %. */
const SCOUT_REFINANCE = {
  balance: 20_000,
  currentRate: 7,
  remaining: { value: 48, unit: 'month' },
  newRate: 4,
  newTerm: { value: 48, unit: 'month' },
  fees: 300,
} as const;

export default defineCalculator({
  inputs: {
    balance: moneyAmount({ label: 'Loan balance (payoff amount)', default: 20_000, minInclusive: false }, PRICE_MAX),
    currentRate: interestRate(9, 'Current interest rate (APR)'),
    remaining: yearsOrMonthsInput('Time left on the current loan', 4, 10),
    newRate: interestRate(6, 'New interest rate (APR)'),
    newTerm: yearsOrMonthsInput('New loan term', 4, 10),
    fees: moneyAmount(
      { label: 'Refinancing fees', help: 'Lender, title and registration fees paid up front.', default: 300 },
      PRICE_MAX,
    ),
  },
  validate: ({ remaining, newTerm }) => [
    ...wholeMonthsRule(remaining, 'remaining'),
    ...wholeMonthsRule(newTerm, 'newTerm'),
  ],
  outputs: {
    savedAfterFees: out.money({ label: 'Total saved after fees (negative: refinancing costs more)', primary: true }),
    monthlySavings: out.money({ label: 'Monthly payment saved (negative: the new payment is higher)' }),
    breakEvenMonth: out.integer({ label: 'Break-even month (0: none)', suffix: 'months' }),
    verdict: out.text({ label: 'In short' }),
    currentPayment: out.money({ label: 'Current monthly payment' }),
    newPayment: out.money({ label: 'New monthly payment' }),
    currentInterest: out.money({ label: 'Interest left on the current loan' }),
    newInterest: out.money({ label: 'Interest on the new loan' }),
  },
  compute: ({ balance, currentRate, remaining, newRate, newTerm, fees }) => {
    const result = switchLoan(
      balance,
      { annualPercent: currentRate, months: termMonths(remaining) },
      { annualPercent: newRate, months: termMonths(newTerm) },
      fees,
    );
    const { current, next, savedAfterFees, breakEvenMonth } = result;
    return {
      savedAfterFees,
      monthlySavings: roundCents(current.payment - next.payment),
      breakEvenMonth: breakEvenMonth ?? 0,
      verdict:
        savedAfterFees > 0
          ? 'Refinancing saves money once you keep the new loan past the break-even month.'
          : breakEvenMonth === undefined
            ? 'Refinancing costs more than keeping the loan, fees included.'
            : 'The lower payments repay the fees by the break-even month, but the longer loan costs more in total.',
      currentPayment: current.payment,
      newPayment: next.payment,
      currentInterest: current.totalInterest,
      newInterest: next.totalInterest,
    };
  },
  examples: [
    {
      inputs: SCOUT_REFINANCE,
      expect: { currentPayment: 478.92, newPayment: 451.58, monthlySavings: 27.34, breakEvenMonth: 11 },
      source:
        'ScoutMyTool, "Auto Loan Refinance Break-Even Calculator" worked example: $20,000 at 7 % over 48 months is $478.92; at 4 % $451.58, saving $27.34 a month; $300 of fees ÷ $27.34 = 11.0 months',
    },
    {
      inputs: SCOUT_REFINANCE,
      expect: { savedAfterFees: 1012.5, currentInterest: 2988.39 },
      // The source keeps unrounded payments; a schedule in whole cents differs by a few tens of cents.
      tolerance: 0.5,
      source:
        'ScoutMyTool, "Auto Loan Refinance Break-Even Calculator": total interest on the current loan $2,988.39, on the refinance $1,675.89 plus $300 fees, lifetime savings $1,012.50',
    },
    {
      inputs: {
        balance: 12_000,
        currentRate: 0,
        remaining: { value: 24, unit: 'month' },
        newRate: 0,
        newTerm: { value: 48, unit: 'month' },
        fees: 500,
      },
      expect: { currentPayment: 500, newPayment: 250, breakEvenMonth: 2, savedAfterFees: -500 },
      source:
        'Arithmetic at 0 %: $12,000 over 24 months is $500 a month, over 48 months $250; the $250 saved each month passes the $500 of fees in month 2, but with no interest either way the refinance only adds its fees',
    },
  ],
});
