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

/** No costs of owning beyond the loan, no change in the home's value, no return given up: the loan alone. */
const LOAN_ONLY = {
  buyingCosts: 0,
  taxRate: 0,
  insurance: 0,
  maintenance: 0,
  hoa: 0,
  appreciation: 0,
  sellingCosts: 0,
  investmentReturn: 0,
};

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
  examples: [
    {
      inputs: {
        years: 5,
        rent: 1000,
        rentGrowth: 0,
        price: 125_000,
        downPercent: 20,
        rate: 7.5,
        term: { value: 30, unit: 'year' },
        ...LOAN_ONLY,
      },
      expect: {
        rentCost: 60_000,
        buyPayments: 41_952.6,
        saleProceeds: 30_383,
        buyCost: 36_569.6,
        saving: 23_430.4,
        verdict: 'Buying',
      },
      tolerance: 1,
      source:
        'MortgageVox 5-year table: a $100,000 loan at 7.5% over 30 years pays $699.21 a month (60 × $699.21 = $41,952.60) and owes $94,617 after five years. Selling the $125,000 home at no cost returns $30,383; net cost $25,000 + $41,952.60 − $30,383 = $36,569.60 against 60 × $1,000 rent',
    },
    {
      inputs: {
        years: 5,
        price: 180_000,
        downPercent: 10,
        rate: 3.875,
        term: { value: 30, unit: 'year' },
        ...LOAN_ONLY,
      },
      expect: { buyPayments: 45_706.8, saleProceeds: 33_773, buyCost: 29_933.8 },
      tolerance: 1,
      source:
        'CFPB sample Loan Estimate H-24(B) (Regulation Z, Appendix H): sale price $180,000, loan amount $162,000 at 3.875% for 30 years, monthly principal and interest $761.78; "In 5 Years … $15,773 Principal you will have paid off". So 60 × $761.78 = $45,706.80 paid, $146,227 still owed, and selling at $180,000 at no cost returns $33,773; net cost $18,000 + $45,706.80 − $33,773 = $29,933.80 (whole dollars)',
    },
    {
      inputs: {
        years: 5,
        rent: 2500,
        price: 500_000,
        downPercent: 20,
        rate: 4,
        term: { value: 30, unit: 'year' },
        buyingCosts: 0,
        investmentReturn: 7,
      },
      expect: { opportunityCost: 40_255 },
      tolerance: 1,
      source:
        'Calculators9, "Rent vs Buy Calculator" worked example: a $500k home with 20% down ($100,000), compared with $2,500 rent over 5 years; the $100,000 down payment invested at 7% a year would grow to $140,255 (100,000 × 1.07⁵), so the opportunity cost of buying after 5 years is $40,255 (whole dollars)',
    },
    {
      inputs: {
        years: 5,
        rent: 1000,
        rentGrowth: 3,
        price: 125_000,
        downPercent: 20,
        rate: 0,
        term: { value: 10, unit: 'year' },
        buyingCosts: 0,
        taxRate: 0,
        insurance: 0,
        maintenance: 0,
        hoa: 0,
        appreciation: 3,
        sellingCosts: 0,
        investmentReturn: 5,
      },
      expect: {
        rentCost: 63_709.63,
        homeValue: 144_909.26,
        opportunityCost: 6907.04,
        buyCost: -13_002.22,
        verdict: 'Buying',
      },
      tolerance: 0.02,
      source:
        'Geometric series and compound growth (Wikipedia, "Compound interest"): rent 12 × $1,000 × (1.03⁵ − 1) ÷ 0.03 = $63,709.63; value $125,000 × 1.03⁵ = $144,909.26; $25,000 down × (1.05⁵ − 1) = $6,907.04 given up. At 0% the $100,000 10-year loan costs $833.33 a month, $49,999.80 in 5 years, leaving $50,000.20: $25,000 + $49,999.80 + $6,907.04 − ($144,909.26 − $50,000.20) = −$13,002.22 (a net gain)',
    },
  ],
});
