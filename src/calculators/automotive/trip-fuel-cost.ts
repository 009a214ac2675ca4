import { defineCalculator, integer, out, radio } from '../../engine/index.ts';
import { roundCents, toCents } from '../shared/money/cents.ts';
import {
  distanceField,
  distanceOutput,
  fuelEconomyField,
  fuelPriceFields,
  fuelVolumeOutput,
} from '../shared/presets/vehicle-fields.ts';
import { vehicleEnergyPrices } from '../shared/vehicles/energy-prices.ts';
import { fuelCost, litresFor, litresToM3, pricePerLitre } from '../shared/vehicles/fuel.ts';

const TRIP_TYPES = [
  { value: 'one-way', label: 'One way' },
  { value: 'round', label: 'Round trip (there and back)' },
] as const;

export default defineCalculator({
  datedTables: [vehicleEnergyPrices],
  inputs: {
    distance: distanceField('Distance (one way)', 400),
    tripType: radio({ label: 'Trip', options: TRIP_TYPES, default: 'one-way' }),
    economy: fuelEconomyField('Fuel economy', 8, "Your car's real-world figure, or its official combined rating."),
    ...fuelPriceFields(),
    people: integer({
      label: 'People sharing the cost',
      help: 'Driver included; 1 if you pay alone.',
      default: 1,
      min: 1,
      max: 60,
      suffix: 'people',
    }),
  },
  outputs: {
    cost: out.money({ label: 'Fuel cost of the trip', primary: true }),
    perPerson: out.money({ label: 'Fuel cost per person' }),
    fuel: fuelVolumeOutput('Fuel needed'),
    totalDistance: distanceOutput('Distance driven'),
  },
  compute: ({ distance, tripType, economy, fuelPrice, fuelPriceUnit, people }) => {
    const driven = tripType === 'round' ? distance * 2 : distance;
    const litres = litresFor(driven, economy);
    const cost = fuelCost(litres, pricePerLitre(fuelPrice, fuelPriceUnit));
    return {
      cost: toCents(cost),
      perPerson: roundCents(cost.div(people).toNumber()),
      fuel: litresToM3(litres),
      totalDistance: driven,
    };
  },
});
