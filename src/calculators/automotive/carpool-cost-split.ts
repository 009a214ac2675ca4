import Big from 'big.js';
import { defineCalculator, numberList, out, radio, toggle } from '../../engine/index.ts';
import { toCents } from '../shared/money/cents.ts';
import { moneyAmount } from '../shared/presets/money-fields.ts';
import { distanceField, fuelEconomyField, fuelPriceFields } from '../shared/presets/vehicle-fields.ts';
import { vehicleEnergyPrices } from '../shared/vehicles/energy-prices.ts';
import { drivingFuelCents } from '../shared/vehicles/fuel.ts';

const SPLITS = [
  { value: 'even', label: 'Evenly, the same for everyone' },
  { value: 'distance', label: 'By the share of the trip each person rides' },
] as const;

export default defineCalculator({
  datedTables: [vehicleEnergyPrices],
  inputs: {
    distance: distanceField('Distance of the drive', 60, 100_000),
    economy: fuelEconomyField('Fuel economy', 8),
    ...fuelPriceFields(),
    tolls: moneyAmount({ label: 'Tolls', default: 0 }, 100_000),
    parking: moneyAmount({ label: 'Parking', default: 0 }, 100_000),
    split: radio({ label: 'Split the cost', options: SPLITS, default: 'even' }),
    riders: numberList({
      label: 'Passengers: share of the trip each rides (%)',
      help: 'One entry per passenger: 100 for the whole trip, 50 for half of it. An even split counts only the entries.',
      default: [100, 100, 100],
      minCount: 1,
      maxCount: 12,
    }),
    driverPays: toggle({ label: 'The driver pays a share too', default: true }),
  },
  outputs: {
    total: out.money({ label: 'Cost of the drive', primary: true }),
    firstPassenger: out.money({ label: 'First passenger pays' }),
    driverShare: out.money({ label: "Driver's own share" }),
    shares: out.table({
      label: 'Who pays what',
      columns: [
        { key: 'person', label: 'Person', kind: 'text' },
        { key: 'rides', label: 'Share of the trip ridden', kind: 'percent' },
        { key: 'pays', label: 'Pays', kind: 'money' },
      ],
    }),
  },
  validate: ({ riders }) =>
    riders.every((share) => share > 0 && share <= 100)
      ? []
      : [
          {
            field: 'riders',
            message: 'Enter each passenger’s share of the trip as a percentage above 0 and up to 100.',
          },
        ],
  compute: ({ distance, economy, fuelPrice, fuelPriceUnit, tolls, parking, split, riders, driverPays }) => {
    const fuel = drivingFuelCents(distance, economy, fuelPrice, fuelPriceUnit);
    const total = new Big(fuel).plus(tolls).plus(parking);
    // The driver rides the whole way; an even split gives every person the same weight.
    const people = [
      ...(driverPays ? [{ person: 'Driver', rides: 100 }] : []),
      ...riders.map((rides, index) => ({ person: `Passenger ${index + 1}`, rides })),
    ];
    const weight = (rides: number) => (split === 'even' ? 1 : rides);
    const totalWeight = people.reduce((sum, { rides }) => sum + weight(rides), 0);
    const shares = people.map(({ person, rides }) => ({
      person,
      rides,
      pays: toCents(total.times(weight(rides)).div(totalWeight)),
    }));
    const passengerShares = shares.filter((row) => row.person !== 'Driver');
    return {
      total: total.toNumber(),
      firstPassenger: passengerShares[0]?.pays ?? 0,
      driverShare: driverPays ? (shares[0]?.pays ?? 0) : 0,
      shares,
    };
  },
});
