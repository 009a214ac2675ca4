import Big from 'big.js';
import { defineCalculator, money, out, percent } from '../../engine/index.ts';
import { levelPayment, monthlyPayment, monthlyRate } from '../shared/money/loan-schedule.ts';
import { loanTermInput } from '../shared/presets/loan-term.ts';
import { termMonths, wholeMonthsRule } from '../shared/money/term.ts';
import { monthlyPmi, needsPmi } from '../shared/money/mortgage-insurance.ts';
import { roundCents } from '../shared/money/cents.ts';
import { interestRate, moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';

interface Costs {
  /** Principal and interest per dollar borrowed, per month. */
  perDollar: Big;
  /** Property tax per dollar of price, per month. */
  taxPerDollar: Big;
  /** PMI per dollar borrowed, per month. */
  pmiPerDollar: Big;
  downPayment: number;
}

/**
 * The highest price whose monthly housing cost fits `budget` (after insurance and dues). The
 * cost rises with the price in three straight pieces: no loan while the price is within the
 * down payment, a loan without PMI up to five times the down payment (20 % down), and a loan
 * with PMI beyond; PMI starts with a jump, so the 20 %-down price itself can be the answer.
 */
function highestPrice(budget: Big, costs: Costs): Big {
  const { perDollar, taxPerDollar, pmiPerDollar } = costs;
  const down = new Big(costs.downPayment);
  if (budget.lte(0)) return new Big(0);
  if (taxPerDollar.gt(0) && budget.div(taxPerDollar).lte(down)) return budget.div(taxPerDollar);
  const withoutPmi = budget.plus(perDollar.times(down)).div(perDollar.plus(taxPerDollar));
  const twentyPercentDown = down.times(5);
  if (withoutPmi.lte(twentyPercentDown)) return withoutPmi;
  const withPmiRate = perDollar.plus(pmiPerDollar);
  const withPmi = budget.plus(withPmiRate.times(down)).div(withPmiRate.plus(taxPerDollar));
  return withPmi.gte(twentyPercentDown) ? withPmi : twentyPercentDown;
}

export default defineCalculator({
  inputs: {
    income: moneyAmount({ label: 'Gross yearly income (before tax)', default: 100_000 }),
    debts: moneyAmount(
      {
        label: 'Other monthly debt payments',
        help: 'Car, student and personal loans, card minimums, support payments.',
        default: 500,
      },
      PRICE_MAX,
    ),
    downPayment: moneyAmount({ label: 'Down payment', default: 60_000 }),
    rate: interestRate(6.5),
    term: loanTermInput(30, { value: 1, unit: 'year' }),
    taxRate: percent({ label: 'Property tax (yearly, % of the price)', default: 1.1, min: 0, max: 10 }),
    insurance: moneyAmount({ label: 'Homeowners insurance per year', default: 1800 }, PRICE_MAX),
    hoa: money({ label: 'HOA dues per month', default: 0, min: 0, max: 10_000_000 }),
    pmiRate: percent({
      label: 'PMI rate (yearly, % of the loan)',
      help: 'Applies when the down payment is under 20% of the price.',
      default: 0.5,
      min: 0,
      max: 5,
    }),
    frontRatio: percent({ label: 'Housing limit (front-end ratio)', default: 28, min: 1, max: 100 }),
    backRatio: percent({ label: 'Total debt limit (back-end ratio)', default: 36, min: 1, max: 100 }),
  },
  outputs: {
    maxPrice: out.money({ label: 'Highest home price', primary: true }),
    housingPayment: out.money({ label: 'Monthly housing payment at that price', primary: true }),
    loanAmount: out.money({ label: 'Loan amount' }),
    limitUsed: out.text({ label: 'Limit that decides' }),
    frontBudget: out.money({ label: 'Housing limit: front-end ratio × monthly income' }),
    backBudget: out.money({ label: 'Debt limit left for housing: back-end ratio × monthly income − debts' }),
    principalInterest: out.money({ label: 'Principal and interest' }),
    tax: out.money({ label: 'Property tax (monthly)' }),
    pmi: out.money({ label: 'PMI (monthly)' }),
    backEndRatio: out.percent({ label: 'Total debt-to-income ratio at that price', decimals: 1 }),
    breakdown: out.chart({ label: 'Monthly housing payment', chart: 'pie', valueKind: 'money' }),
  },
  validate: ({ term }) => wholeMonthsRule(term),
  compute: ({ income, debts, downPayment, rate, term, taxRate, insurance, hoa, pmiRate, frontRatio, backRatio }) => {
    const months = termMonths(term);
    const monthlyIncome = new Big(income).div(12);
    const frontBudget = roundCents(monthlyIncome.times(frontRatio).div(100).toNumber());
    const backBudget = roundCents(monthlyIncome.times(backRatio).div(100).minus(debts).toNumber());
    const budget = Math.min(frontBudget, backBudget);
    const insuranceMonthly = roundCents(insurance / 12);
    const price = highestPrice(new Big(budget).minus(insuranceMonthly).minus(hoa), {
      perDollar: levelPayment(1, monthlyRate(rate), months),
      taxPerDollar: new Big(taxRate).div(1200),
      pmiPerDollar: new Big(pmiRate).div(1200),
      downPayment,
    });
    const maxPrice = price.round(2, Big.roundHalfUp).toNumber();
    const loanAmount = roundCents(Math.max(0, maxPrice - downPayment));
    const principalInterest = monthlyPayment(loanAmount, rate, months);
    const tax = roundCents((maxPrice * taxRate) / 1200);
    const pmi = needsPmi(loanAmount, maxPrice) ? monthlyPmi(loanAmount, pmiRate) : 0;
    const housingPayment = maxPrice > 0 ? roundCents(principalInterest + tax + pmi + insuranceMonthly + hoa) : 0;
    return {
      maxPrice,
      housingPayment,
      loanAmount,
      limitUsed:
        frontBudget <= backBudget
          ? 'The housing limit (front-end ratio).'
          : 'The total debt limit (back-end ratio): your other debts leave less room than the housing limit.',
      frontBudget,
      backBudget,
      principalInterest,
      tax,
      pmi,
      backEndRatio: income > 0 ? ((housingPayment + debts) / (income / 12)) * 100 : 0,
      breakdown: [
        {
          name: 'Monthly housing payment',
          // Parts that do not apply (no PMI, no dues) are left out of the pie.
          points: [
            { x: 'Principal and interest', y: principalInterest },
            { x: 'Property tax', y: tax },
            { x: 'Insurance', y: maxPrice > 0 ? insuranceMonthly : 0 },
            { x: 'PMI', y: pmi },
            { x: 'HOA dues', y: maxPrice > 0 ? hoa : 0 },
          ].filter((part) => part.y > 0),
        },
      ],
    };
  },
});
