import { defineCalculator, out } from '../../engine/index.ts';
import { toCents } from '../shared/money/cents.ts';
import { amortize } from '../shared/money/loan-schedule.ts';
import { balanceByYear, interestByYear, scheduleRows } from '../shared/money/schedule-outputs.ts';
import { termMonths, wholeMonthsRule } from '../shared/money/term.ts';
import { carDealFields } from '../shared/presets/car-deal-fields.ts';
import { loanTermInput } from '../shared/presets/loan-term.ts';
import { moneyLineChart } from '../shared/presets/money-chart.ts';
import { interestRate } from '../shared/presets/money-fields.ts';
import { paymentScheduleTable } from '../shared/presets/schedule-table.ts';
import { carDealTotals } from '../shared/vehicles/car-deal.ts';

export default defineCalculator({
  inputs: {
    ...carDealFields(),
    rate: interestRate(7),
    term: loanTermInput(5, { value: 1, unit: 'month' }),
  },
  validate: ({ term }) => wholeMonthsRule(term),
  outputs: {
    payment: out.money({ label: 'Monthly payment', primary: true }),
    amountFinanced: out.money({ label: 'Amount financed' }),
    salesTax: out.money({ label: 'Sales tax' }),
    totalInterest: out.money({ label: 'Total interest' }),
    totalCost: out.money({ label: 'Total cost (down payment, trade-in equity and all payments)' }),
    balance: moneyLineChart('Loan balance and interest paid over time'),
    schedule: paymentScheduleTable('Amortization schedule'),
  },
  compute: (values) => {
    const deal = carDealTotals(values);
    const financed = toCents(deal.amountFinanced);
    const plan = amortize(financed, values.rate, termMonths(values.term));
    // Down payment plus the trade-in's equity: what the car takes beyond the loan.
    const upfront = deal.outTheDoor.minus(deal.amountFinanced);
    return {
      payment: financed > 0 ? plan.payment : 0,
      amountFinanced: financed,
      salesTax: toCents(deal.salesTax),
      totalInterest: plan.totalInterest,
      totalCost: toCents(upfront.plus(plan.totalPaid)),
      balance: [
        { name: 'Balance', points: balanceByYear(financed, plan.rows) },
        { name: 'Interest paid', points: interestByYear(plan.rows) },
      ],
      schedule: scheduleRows(plan.rows),
    };
  },
  examples: [
    {
      inputs: {
        price: 10_000,
        taxPercent: 0,
        fees: 0,
        tradeIn: 0,
        downPayment: 0,
        rate: 6,
        term: { value: 60, unit: 'month' },
      },
      expect: { amountFinanced: 10_000, payment: 193.33 },
      source:
        'VeryFocus, "How to calculate a car loan payment": a $10,000 loan at 6 percent repaid over 60 months costs $193.33 a month',
    },
    {
      inputs: {
        price: 20_000,
        taxPercent: 0,
        fees: 0,
        tradeIn: 0,
        downPayment: 0,
        rate: 4,
        term: { value: 5, unit: 'year' },
      },
      expect: { payment: 368.33 },
      source: 'LetUsCalculate, "Auto Loan" worked example: $20,000 at 4% for 60 months, monthly payment $368.33',
    },
    {
      inputs: {
        price: 19_055,
        taxPercent: 7,
        taxAfterTradeIn: false,
        fees: 700,
        rebate: 1_000,
        tradeIn: 3_000,
        tradeInOwed: 0,
        downPayment: 2_000,
      },
      expect: { amountFinanced: 15_090, salesTax: 1_335 },
      // The article rounds the tax (7% of $19,055 is $1,333.85) up to $1,335.
      tolerance: 1.16,
      source:
        'wikiHow, "How to Calculate Auto Loan Payments": $19,055 car, 7% sales tax on the full price in a state without trade-in credit ($1,335), $200 tags and title, $3,000 trade-in, $500 destination fees, $1,000 rebate and $2,000 down leave $15,090 to finance',
    },
  ],
});
