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
});
