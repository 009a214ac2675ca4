import Big from 'big.js';
import { defineCalculator, integer, out } from '../../engine/index.ts';
import { toCents } from '../shared/money/cents.ts';
import { moneyAmount } from '../shared/presets/money-fields.ts';
import * as vehicle from '../shared/presets/vehicle-fields.ts';
import { vehicleEnergyPrices } from '../shared/vehicles/energy-prices.ts';
import { costPerDistance, drivingFuelCents, litresFor, litresToM3 } from '../shared/vehicles/fuel.ts';

const perDay = (label: string) => moneyAmount({ label: `${label} per day`, default: 0 }, 10_000);

export default defineCalculator({
  datedTables: [vehicleEnergyPrices],
  inputs: {
    roundTrip: vehicle.distanceField('Round-trip distance, home to work and back', 40, 5_000),
    days: integer({
      label: 'Days you drive to work per year',
      help: 'About 230–250 for full-time work after holidays and leave; 22 a month is 264.',
      default: 230,
      min: 1,
      max: 366,
      suffix: 'days',
    }),
    economy: vehicle.fuelEconomyField('Fuel economy', 8),
    ...vehicle.fuelPriceFields(),
    tolls: perDay('Tolls'),
    parking: perDay('Parking'),
  },
  outputs: {
    yearly: out.money({ label: 'Commuting cost per year', primary: true }),
    monthly: out.money({ label: 'Per month' }),
    daily: out.money({ label: 'Per workday' }),
    fuelYearly: out.money({ label: 'Fuel per year' }),
    ...vehicle.costPerDistanceOutputs('Cost'),
    fuel: vehicle.fuelVolumeOutput('Fuel burnt per year'),
    distance: vehicle.distanceOutput('Distance driven per year'),
  },
  compute: ({ roundTrip, days, economy, fuelPrice, fuelPriceUnit, tolls, parking }) => {
    const distance = roundTrip * days;
    const litres = litresFor(distance, economy);
    const fuelYearly = new Big(drivingFuelCents(distance, economy, fuelPrice, fuelPriceUnit));
    const yearly = fuelYearly.plus(new Big(tolls).plus(parking).times(days));
    return {
      yearly: yearly.toNumber(),
      monthly: toCents(yearly.div(12)),
      daily: toCents(yearly.div(days)),
      fuelYearly: fuelYearly.toNumber(),
      ...costPerDistance(yearly, distance),
      fuel: litresToM3(litres),
      distance,
    };
  },
});
