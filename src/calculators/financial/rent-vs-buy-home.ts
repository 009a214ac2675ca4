import Big from 'big.js';
import { defineCalculator, integer, money, out, percent } from '../../engine/index.ts';
import { loanTermInput } from '../shared/presets/loan-term.ts';
import { termMonths, wholeMonthsRule } from '../shared/money/term.ts';
import { loanPlan } from '../shared/money/loan-schedule.ts';
import { roundCents } from '../shared/money/cents.ts';
import { moneyLineChart } from '../shared/presets/money-chart.ts';
import { interestRate, moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';

interface YearRow {
  year: number;
  rentCost: number;
  buyCost: number;
  homeValue: number;
  balance: number;
  equity: number;
  saleProceeds: number;
  opportunityCost: number;
  mortgagePaid: number;
  ownership: number;
}

/** (1 + percent/100)^years as a growth factor; floats are enough for a factor (see shared/money/compounding.ts). */
const grown = (percent: number, years: number) => new Big(Math.pow(1 + percent / 100, years));

export default defineCalculator({
  inputs: {
    years: integer({ label: 'Years you expect to stay', default: 7, min: 1, max: 40, suffix: 'years' }),
    rent: money({ label: 'Monthly rent now', default: 2000, min: 0, max: 10_000_000 }),
    rentGrowth: percent({ label: 'Rent increase per year', default: 3, min: 0, max: 50 }),
    price: moneyAmount({ label: 'Home price', default: 400_000, minInclusive: false }),
    downPercent: percent({ label: 'Down payment (% of the price)', default: 20, min: 0, max: 100 }),
    rate: interestRate(6.5, 'Mortgage interest rate (APR)'),
    term: loanTermInput(30, { value: 1, unit: 'year' }),
    buyingCosts: percent({ label: 'Closing costs when buying (% of the price)', default: 3, min: 0, max: 20 }),
    taxRate: percent({ label: 'Property tax (yearly, % of the value)', default: 1.1, min: 0, max: 10 }),
    insurance: moneyAmount({ label: 'Homeowners insurance per year', default: 1800 }, PRICE_MAX),
    maintenance: percent({ label: 'Maintenance (yearly, % of the value)', default: 1, min: 0, max: 10 }),
    hoa: money({ label: 'HOA dues per month', default: 0, min: 0, max: 10_000_000 }),
    appreciation: percent({ label: 'Home value growth per year', default: 3, min: -20, max: 50 }),
    sellingCosts: percent({ label: 'Selling costs (% of the sale price)', default: 6, min: 0, max: 20 }),
    investmentReturn: percent({
      label: 'Return on investments per year (APY)',
      help: 'What the down payment and closing costs would have earned if you rented.',
      default: 5,
      min: 0,
      max: 50,
    }),
  },
  outputs: {
    verdict: out.text({ label: 'Cheaper over your stay', primary: true }),
    saving: out.money({ label: 'How much less the cheaper choice costs', primary: true }),
    rentCost: out.money({ label: 'Total cost of renting' }),
    buyCost: out.money({ label: 'Net cost of buying' }),
    buyPayments: out.money({ label: 'Mortgage payments' }),
    ownershipCosts: out.money({ label: 'Property tax, insurance, maintenance and HOA' }),
    opportunityCost: out.money({ label: 'Return given up on the cash put into the home' }),
    saleProceeds: out.money({ label: 'Cash from the sale after costs and paying off the loan' }),
    homeValue: out.money({ label: 'Home value at the end' }),
    costs: moneyLineChart('Cost so far if you moved out that year'),
    byYear: out.table({
      label: 'Year by year',
      columns: [
        { key: 'year', label: 'Year', kind: 'integer' },
        { key: 'rentCost', label: 'Renting, total so far', kind: 'money' },
        { key: 'buyCost', label: 'Buying, net cost if sold', kind: 'money' },
        { key: 'homeValue', label: 'Home value', kind: 'money' },
        { key: 'balance', label: 'Loan balance', kind: 'money' },
        { key: 'equity', label: 'Equity', kind: 'money' },
      ],
    }),
  },
  validate: ({ term }) => wholeMonthsRule(term),
  compute: (values) => {
    const { years, rent, rentGrowth, price, downPercent, rate, term } = values;
    const { buyingCosts, taxRate, insurance, maintenance, hoa, appreciation, sellingCosts, investmentReturn } = values;
    const downPayment = new Big(price).times(downPercent).div(100).round(2, Big.roundHalfUp);
    const closing = new Big(price).times(buyingCosts).div(100).round(2, Big.roundHalfUp);
    const upfront = downPayment.plus(closing);
    const plan = loanPlan({
      principal: new Big(price).minus(downPayment).toNumber(),
      annualPercent: rate,
      months: termMonths(term),
    });

    let rentPaid = new Big(0);
    let mortgagePaid = new Big(0);
    let ownership = new Big(0);
    const rows: YearRow[] = [];
    const emptyYear: YearRow = {
      year: 0,
      rentCost: 0,
      buyCost: 0,
      homeValue: price,
      balance: 0,
      equity: 0,
      saleProceeds: 0,
      opportunityCost: 0,
      mortgagePaid: 0,
      ownership: 0,
    };
    for (let year = 1; year <= years; year += 1) {
      // Rent, tax and upkeep are set at the start of each year from that year's rent and value.
      const valueThisYear = grown(appreciation, year - 1).times(price);
      rentPaid = rentPaid.plus(
        grown(rentGrowth, year - 1)
          .times(rent)
          .times(12),
      );
      ownership = ownership
        .plus(valueThisYear.times(new Big(taxRate).plus(maintenance)).div(100))
        .plus(insurance)
        .plus(new Big(hoa).times(12));
      for (const row of plan.rows.slice((year - 1) * 12, year * 12)) mortgagePaid = mortgagePaid.plus(row.payment);
      const balance = plan.rows[Math.min(year * 12, plan.rows.length) - 1]?.balance ?? 0;
      const homeValue = grown(appreciation, year).times(price);
      const saleProceeds = homeValue.times(new Big(100).minus(sellingCosts)).div(100).minus(balance);
      const opportunityCost = upfront.times(grown(investmentReturn, year).minus(1));
      const buyCost = upfront.plus(mortgagePaid).plus(ownership).plus(opportunityCost).minus(saleProceeds);
      rows.push({
        year,
        rentCost: roundCents(rentPaid.toNumber()),
        buyCost: roundCents(buyCost.toNumber()),
        homeValue: roundCents(homeValue.toNumber()),
        balance,
        equity: roundCents(homeValue.minus(balance).toNumber()),
        saleProceeds: roundCents(saleProceeds.toNumber()),
        opportunityCost: roundCents(opportunityCost.toNumber()),
        mortgagePaid: roundCents(mortgagePaid.toNumber()),
        ownership: roundCents(ownership.toNumber()),
      });
    }
    // The years field requires at least one year, so the empty year 0 is only a type-safe fallback.
    const last = rows.at(-1) ?? emptyYear;
    const difference = roundCents(last.rentCost - last.buyCost);
    // Buying and selling straight away loses the closing costs and the selling costs.
    const sellAtOnce = roundCents(closing.plus(new Big(price).times(sellingCosts).div(100)).toNumber());
    return {
      verdict: difference > 0 ? 'Buying' : difference < 0 ? 'Renting' : 'Neither: both cost the same over your stay',
      saving: Math.abs(difference),
      rentCost: last.rentCost,
      buyCost: last.buyCost,
      buyPayments: last.mortgagePaid,
      ownershipCosts: last.ownership,
      opportunityCost: last.opportunityCost,
      saleProceeds: last.saleProceeds,
      homeValue: last.homeValue,
      costs: [
        { name: 'Renting', points: [{ x: 0, y: 0 }, ...rows.map((row) => ({ x: row.year, y: row.rentCost }))] },
        { name: 'Buying', points: [{ x: 0, y: sellAtOnce }, ...rows.map((row) => ({ x: row.year, y: row.buyCost }))] },
      ],
      byYear: rows.map(({ year, rentCost, buyCost, homeValue, balance, equity }) => ({
        year,
        rentCost,
        buyCost,
        homeValue,
        balance,
        equity,
      })),
    };
  },
});
