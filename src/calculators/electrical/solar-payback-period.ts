import { defineCalculator, integer, number, out, percent } from '../../engine/index.ts';
import { solarPayback } from '../shared/energy/payback.ts';
import { moneyAmount } from '../shared/presets/money-fields.ts';
import { electricityPriceField } from '../shared/presets/vehicle-fields.ts';
import { vehicleEnergyPrices } from '../shared/vehicles/energy-prices.ts';

const netCostOf = (cost: number, taxCredit: number, rebates: number) =>
  Math.max(0, cost * (1 - taxCredit / 100) - rebates);

interface Figures {
  cost: number;
  taxCredit: number;
  rebates: number;
  annualKwh: number;
  price: number;
  escalation: number;
  degradation: number;
  years: number;
}

const paybackOf = (values: Figures) =>
  solarPayback({
    netCost: netCostOf(values.cost, values.taxCredit, values.rebates),
    firstYearKwh: values.annualKwh,
    pricePerKwh: values.price,
    degradation: values.degradation,
    escalation: values.escalation,
    years: values.years,
  });

export default defineCalculator({
  datedTables: [vehicleEnergyPrices],
  inputs: {
    cost: moneyAmount({ label: 'System cost before incentives', default: 20_000 }),
    taxCredit: percent({
      label: 'Tax credit',
      default: 30,
      min: 0,
      max: 100,
      help: 'The US federal credit was 30% for home systems placed in service through 2025.',
    }),
    rebates: moneyAmount({ label: 'Other rebates and grants', default: 0 }),
    annualKwh: number({
      label: 'Production in the first year',
      default: 10_000,
      min: 0,
      max: 1e8,
      suffix: 'kWh',
      help: 'From PVWatts or your installer.',
    }),
    price: electricityPriceField('Electricity price per kWh'),
    escalation: percent({ label: 'Electricity price rise per year', default: 2, min: -10, max: 20 }),
    degradation: percent({ label: 'Panel degradation per year', default: 0.5, min: 0, max: 5 }),
    years: integer({ label: 'Years to count', default: 25, min: 1, max: 50 }),
  },
  validate: (values) =>
    paybackOf(values).paybackYears === undefined
      ? [
          {
            field: 'annualKwh',
            message: 'At these figures the savings never repay the cost: check the production and the price.',
          },
        ]
      : [],
  compute: (values) => {
    const netCost = netCostOf(values.cost, values.taxCredit, values.rebates);
    const result = paybackOf(values);
    return {
      paybackYears: result.paybackYears ?? 0,
      netCost,
      firstYearSavings: result.rows[0]?.savings ?? 0,
      lifetimeSavings: result.lifetimeSavings,
      netGain: result.lifetimeSavings - netCost,
      schedule: result.rows,
    };
  },
  outputs: {
    paybackYears: out.number({ label: 'Payback period', suffix: 'years', decimals: 1, primary: true }),
    netCost: out.money({ label: 'Net cost after incentives' }),
    firstYearSavings: out.money({ label: 'Savings in the first year' }),
    lifetimeSavings: out.money({ label: 'Savings over the years counted' }),
    netGain: out.money({ label: 'Savings minus net cost' }),
    schedule: out.table({
      label: 'Savings year by year',
      columns: [
        { key: 'year', label: 'Year', kind: 'integer' },
        { key: 'savings', label: 'Savings', kind: 'money' },
        { key: 'cumulative', label: 'Total so far', kind: 'money' },
      ],
    }),
  },
});
