import Big from 'big.js';
import { defineCalculator, lessThan, money, out, percent } from '../../engine/index.ts';
import { loanTermInput } from '../shared/presets/loan-term.ts';
import { termMonths, wholeMonthsRule } from '../shared/money/term.ts';
import { balanceByYear } from '../shared/money/schedule-outputs.ts';
import { loanPlan } from '../shared/money/loan-schedule.ts';
import { monthlyPmi, needsPmi } from '../shared/money/mortgage-insurance.ts';
import { roundCents } from '../shared/money/cents.ts';
import { moneyLineChart } from '../shared/presets/money-chart.ts';
import { interestRate, moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';
import { BALANCE_COLUMN, MONTH_COLUMN } from '../shared/presets/schedule-table.ts';

const perMonth = (yearly: number) => roundCents(yearly / 12);

/**
 * How many payments carry PMI under the US Homeowners Protection Act: it ends automatically
 * once the balance is scheduled to reach 78 % of the home's original value, and in any case
 * after the payment at the midpoint of the amortization period.
 */
function pmiPaymentCount(balances: readonly number[], homeValue: number, months: number): number {
  const threshold = new Big(homeValue).times(0.78).toNumber();
  const reached = balances.findIndex((balance) => balance <= threshold);
  const midpoint = Math.ceil(months / 2);
  return Math.min(reached === -1 ? months : reached + 1, midpoint);
}

export default defineCalculator({
  inputs: {
    price: moneyAmount({ label: 'Home price', default: 400_000, minInclusive: false }),
    downPayment: moneyAmount({ label: 'Down payment', default: 40_000 }),
    rate: interestRate(6.5),
    term: loanTermInput(30, { value: 1, unit: 'year' }),
    propertyTax: moneyAmount({ label: 'Property tax per year', default: 4800 }, PRICE_MAX),
    insurance: moneyAmount({ label: 'Homeowners insurance per year', default: 1800 }, PRICE_MAX),
    pmiRate: percent({
      label: 'PMI rate (yearly, % of the loan)',
      help: 'Charged only with less than 20% down; often 0.3% to 1.5%.',
      default: 0.5,
      min: 0,
      max: 5,
    }),
    hoa: money({ label: 'HOA dues per month', default: 0, min: 0, max: 10_000_000 }),
  },
  outputs: {
    total: out.money({ label: 'Total monthly payment', primary: true }),
    principalInterest: out.money({ label: 'Principal and interest' }),
    tax: out.money({ label: 'Property tax (monthly)' }),
    insuranceMonthly: out.money({ label: 'Homeowners insurance (monthly)' }),
    pmi: out.money({ label: 'PMI (monthly)' }),
    pmiPayments: out.integer({ label: 'Payments that include PMI', suffix: 'payments' }),
    pmiEnds: out.text({ label: 'When PMI stops' }),
    totalAfterPmi: out.money({ label: 'Monthly payment once PMI stops' }),
    loanAmount: out.money({ label: 'Loan amount' }),
    downPercent: out.percent({ label: 'Down payment share of the price', decimals: 1 }),
    totalPmi: out.money({ label: 'Total PMI paid' }),
    totalInterest: out.money({ label: 'Total interest' }),
    breakdown: out.chart({ label: 'Where the first payment goes', chart: 'pie', valueKind: 'money' }),
    balance: moneyLineChart('Loan balance'),
    schedule: out.table({
      label: 'Amortization schedule',
      columns: [
        MONTH_COLUMN,
        { key: 'principalInterest', label: 'Principal and interest', kind: 'money' },
        { key: 'pmi', label: 'PMI', kind: 'money' },
        { key: 'total', label: 'Total payment', kind: 'money' },
        { key: 'principal', label: 'Principal', kind: 'money' },
        { key: 'interest', label: 'Interest', kind: 'money' },
        BALANCE_COLUMN,
      ],
    }),
  },
  validate: ({ price, downPayment, term }) => [
    ...lessThan('downPayment', downPayment, price, { what: 'The down payment', than: 'the price' }),
    ...wholeMonthsRule(term),
  ],
  compute: ({ price, downPayment, rate, term, propertyTax, insurance, pmiRate, hoa }) => {
    const loanAmount = roundCents(price - downPayment);
    const months = termMonths(term);
    const plan = loanPlan({ principal: loanAmount, annualPercent: rate, months });
    const tax = perMonth(propertyTax);
    const insuranceMonthly = perMonth(insurance);
    const pmiApplies = needsPmi(loanAmount, price) && pmiRate > 0;
    const pmi = pmiApplies ? monthlyPmi(loanAmount, pmiRate) : 0;
    const pmiPayments = pmiApplies
      ? pmiPaymentCount(
          plan.rows.map((row) => row.balance),
          price,
          months,
        )
      : 0;
    const escrowAndDues = roundCents(tax + insuranceMonthly + hoa);
    const totalAfterPmi = roundCents(plan.payment + escrowAndDues);
    let pmiEnds = 'No PMI: the down payment is at least 20% of the price (or the PMI rate is 0).';
    if (pmiApplies) {
      pmiEnds =
        pmiPayments === Math.ceil(months / 2)
          ? 'At the midpoint of the loan term, the latest date the Homeowners Protection Act allows.'
          : 'When the balance is scheduled to reach 78% of the home’s original value (Homeowners Protection Act); you can ask to cancel it at 80%.';
    }
    return {
      total: roundCents(totalAfterPmi + pmi),
      principalInterest: plan.payment,
      tax,
      insuranceMonthly,
      pmi,
      pmiPayments,
      pmiEnds,
      totalAfterPmi,
      loanAmount,
      downPercent: (downPayment / price) * 100,
      totalPmi: roundCents(new Big(pmi).times(pmiPayments).toNumber()),
      totalInterest: plan.totalInterest,
      breakdown: [
        {
          name: 'First monthly payment',
          // Parts that do not apply (no PMI, no dues) are left out of the pie.
          points: [
            { x: 'Principal and interest', y: plan.payment },
            { x: 'Property tax', y: tax },
            { x: 'Insurance', y: insuranceMonthly },
            { x: 'PMI', y: pmi },
            { x: 'HOA dues', y: hoa },
          ].filter((part) => part.y > 0),
        },
      ],
      balance: [{ name: 'Balance', points: balanceByYear(loanAmount, plan.rows) }],
      schedule: plan.rows.map((row) => {
        const pmiThisMonth = row.month <= pmiPayments ? pmi : 0;
        return {
          month: row.month,
          principalInterest: row.payment,
          pmi: pmiThisMonth,
          total: roundCents(row.payment + pmiThisMonth + escrowAndDues),
          principal: row.principal,
          interest: row.interest,
          balance: row.balance,
        };
      }),
    };
  },
});
