import Big from 'big.js';
import { defineCalculator, integer, out } from '../../engine/index.ts';
import { toCents } from '../shared/money/cents.ts';
import { moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';
import {
  chargingEfficiencyField,
  distanceField,
  electricConsumptionField,
  electricityPriceField,
  fuelEconomyField,
  fuelPriceFields,
} from '../shared/presets/vehicle-fields.ts';
import { vehicleEnergyPrices } from '../shared/vehicles/energy-prices.ts';
import { joulesPerMetre, pricePerJoule } from '../shared/vehicles/electric-energy.ts';
import { drivingFuelCents } from '../shared/vehicles/fuel.ts';

function verdict(yearlySaving: Big, premium: number, paybackYears: number, years: number): string {
  if (premium <= 0) return 'The electric car costs no more to buy, so every dollar saved on energy is a gain.';
  if (yearlySaving.lte(0))
    return 'At these prices the electric car costs more to run, so it never earns back its extra price.';
  return paybackYears <= years
    ? 'The electric car earns back its extra price within the years you keep it.'
    : 'The electric car does not earn back its extra price within the years you keep it.';
}

export default defineCalculator({
  datedTables: [vehicleEnergyPrices],
  inputs: {
    yearlyDistance: distanceField('Distance driven per year', 20_000, 500_000),
    economy: fuelEconomyField('Gas car fuel economy', 8),
    ...fuelPriceFields(),
    consumption: electricConsumptionField('Electric car energy use', 18),
    electricityPrice: electricityPriceField(),
    efficiency: chargingEfficiencyField(),
    premium: moneyAmount(
      {
        label: 'Extra price of the electric car',
        help: 'After any tax credit or rebate; 0 if they cost the same.',
        default: 5_000,
      },
      PRICE_MAX,
    ),
    years: integer({ label: 'Years you keep the car', default: 8, min: 1, max: 30, suffix: 'years' }),
  },
  outputs: {
    yearlySaving: out.money({ label: 'Energy saved per year with the electric car', primary: true }),
    paybackYears: out.number({ label: 'Years to earn back the extra price', decimals: 1, suffix: 'years' }),
    verdict: out.text({ label: 'Break-even' }),
    netSaving: out.money({ label: 'Net saving over the years you keep it (after the extra price)' }),
    gasPerYear: out.money({ label: 'Gas car fuel per year' }),
    electricPerYear: out.money({ label: 'Electric car charging per year' }),
    byYear: out.table({
      label: 'Year by year (running totals)',
      columns: [
        { key: 'year', label: 'Year', kind: 'integer' },
        { key: 'gas', label: 'Gas car fuel', kind: 'money' },
        { key: 'electric', label: 'Electric car: extra price + charging', kind: 'money' },
        { key: 'ahead', label: 'Electric car ahead by', kind: 'money' },
      ],
    }),
  },
  compute: ({
    yearlyDistance,
    economy,
    fuelPrice,
    fuelPriceUnit,
    consumption,
    electricityPrice,
    efficiency,
    premium,
    years,
  }) => {
    const gas = new Big(drivingFuelCents(yearlyDistance, economy, fuelPrice, fuelPriceUnit));
    // Energy from the grid = energy the car uses ÷ charging efficiency.
    const electric = new Big(
      toCents(
        pricePerJoule(electricityPrice)
          .times(joulesPerMetre(consumption) * yearlyDistance)
          .div(efficiency / 100),
      ),
    );
    const saving = gas.minus(electric);
    const paybackYears = saving.gt(0) && premium > 0 ? new Big(premium).div(saving).toNumber() : 0;
    const byYear = Array.from({ length: years }, (_, index) => {
      const year = index + 1;
      const gasSoFar = gas.times(year);
      const electricSoFar = electric.times(year).plus(premium);
      return {
        year,
        gas: gasSoFar.toNumber(),
        electric: electricSoFar.toNumber(),
        ahead: gasSoFar.minus(electricSoFar).toNumber(),
      };
    });
    return {
      yearlySaving: saving.toNumber(),
      paybackYears,
      verdict: verdict(saving, premium, paybackYears, years),
      netSaving: saving.times(years).minus(premium).toNumber(),
      gasPerYear: gas.toNumber(),
      electricPerYear: electric.toNumber(),
      byYear,
    };
  },
});
