import { defineCalculator, out } from '../../engine/index.ts';
import { roundCents } from '../shared/money/cents.ts';
import { switchLoan } from '../shared/money/loan-switch.ts';
import { termMonths, wholeMonthsRule } from '../shared/money/term.ts';
import { interestRate, moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';
import { yearsOrMonthsInput } from '../shared/presets/years-or-months.ts';

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
});
