import Big from 'big.js';
import { checkAll, defineCalculator, integer, notMoreThan, out } from '../../engine/index.ts';
import { toCents } from '../shared/money/cents.ts';
import { amortize } from '../shared/money/loan-schedule.ts';
import { termMonths } from '../shared/money/term.ts';
import { loanTermInput } from '../shared/presets/loan-term.ts';
import { interestRate, moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';
import {
  costPerDistanceOutputs,
  distanceField,
  fuelEconomyField,
  fuelPriceFields,
} from '../shared/presets/vehicle-fields.ts';
import { vehicleEnergyPrices } from '../shared/vehicles/energy-prices.ts';
import { costPerDistance, drivingFuelCents } from '../shared/vehicles/fuel.ts';

const yearly = (label: string, value: number) => moneyAmount({ label: `${label} per year`, default: value }, 1_000_000);

export default defineCalculator({
  datedTables: [vehicleEnergyPrices],
  inputs: {
    price: moneyAmount({ label: 'Purchase price', default: 36_000 }, PRICE_MAX),
    upfront: moneyAmount(
      {
        label: 'Sales tax and fees at purchase',
        help: 'Sales tax, title, registration and dealer fees.',
        default: 2_800,
      },
      PRICE_MAX,
    ),
    resale: moneyAmount({ label: 'Value when you sell it', default: 17_000 }, PRICE_MAX),
    years: integer({ label: 'Years you keep the car', default: 5, min: 1, max: 30, suffix: 'years' }),
    yearlyDistance: distanceField('Distance driven per year', 24_000, 500_000),
    economy: fuelEconomyField('Fuel economy', 8),
    ...fuelPriceFields(),
    insurance: yearly('Insurance', 1_800),
    maintenance: yearly('Maintenance, repairs and tires', 1_200),
    registration: yearly('Registration, taxes and parking', 400),
    downPayment: moneyAmount({ label: 'Down payment (and trade-in)', default: 6_000 }, PRICE_MAX),
    apr: interestRate(7),
    term: loanTermInput(5, { value: 1, unit: 'month' }),
  },
  outputs: {
    total: out.money({ label: 'Total cost of ownership', primary: true }),
    perYear: out.money({ label: 'Cost per year' }),
    perMonth: out.money({ label: 'Cost per month' }),
    ...costPerDistanceOutputs('Cost'),
    breakdown: out.table({
      label: 'Where the money goes',
      columns: [
        { key: 'item', label: 'Cost', kind: 'text' },
        { key: 'total', label: 'Total', kind: 'money' },
        { key: 'perYear', label: 'Per year', kind: 'money' },
        { key: 'share', label: 'Share', kind: 'percent' },
      ],
    }),
    depreciation: out.money({ label: 'Depreciation (price − value when sold)' }),
    financing: out.money({ label: 'Loan interest while you own it' }),
    fuel: out.money({ label: 'Fuel' }),
  },
  validate: ({ resale, price, downPayment }) =>
    checkAll(
      notMoreThan('resale', resale, price, { what: 'The value when you sell it', than: 'the purchase price' }),
      notMoreThan('downPayment', downPayment, price, { what: 'The down payment', than: 'the purchase price' }),
    ),
  compute: (inputs) => {
    const { price, upfront, resale, years, yearlyDistance, economy, fuelPrice, fuelPriceUnit, apr, term } = inputs;
    const distance = yearlyDistance * years;
    const ownedMonths = years * 12;
    // Interest paid while the car is owned; a loan still running at the sale is paid off from it.
    const loan = amortize(Math.max(price - inputs.downPayment, 0), apr, termMonths(term));
    const interest = loan.rows
      .filter((row) => row.month <= ownedMonths)
      .reduce((sum, row) => sum.plus(row.interest), new Big(0));
    const depreciation = new Big(price).minus(resale);
    const fuel = new Big(drivingFuelCents(distance, economy, fuelPrice, fuelPriceUnit));
    const items: [string, Big][] = [
      ['Depreciation', depreciation],
      ['Loan interest', interest],
      ['Fuel', fuel],
      ['Insurance', new Big(inputs.insurance).times(years)],
      ['Maintenance, repairs and tires', new Big(inputs.maintenance).times(years)],
      ['Registration, taxes and parking', new Big(inputs.registration).times(years)],
      ['Sales tax and fees at purchase', new Big(upfront)],
    ];
    const total = items.reduce((sum, [, amount]) => sum.plus(amount), new Big(0));
    return {
      total: toCents(total),
      perYear: toCents(total.div(years)),
      perMonth: toCents(total.div(ownedMonths)),
      ...costPerDistance(total, distance),
      breakdown: items.map(([item, amount]) => ({
        item,
        total: toCents(amount),
        perYear: toCents(amount.div(years)),
        share: total.gt(0) ? amount.div(total).times(100).toNumber() : 0,
      })),
      depreciation: toCents(depreciation),
      financing: toCents(interest),
      fuel: toCents(fuel),
    };
  },
});
