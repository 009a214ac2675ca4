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
  examples: [
    {
      inputs: {
        distance: { value: 400, unit: 'mi' },
        economy: { value: 25, unit: 'mpg' },
        fuelPrice: 3.75,
        fuelPriceUnit: 'gal',
        people: 4,
      },
      expect: { fuel: { value: 16, unit: 'gal' }, cost: 60, perPerson: 15 },
      tolerance: 1e-6,
      source:
        'Bill & Tip, "Road Trip Gas Money Splitting Etiquette": 400 mi ÷ 25 mpg = 16 gallons × $3.75 = $60.00, $15.00 each for 4 people (billandtip.com)',
    },
    {
      inputs: {
        distance: { value: 400, unit: 'mi' },
        tripType: 'round',
        economy: { value: 28, unit: 'mpg' },
        fuelPrice: 3.6,
        fuelPriceUnit: 'gal',
      },
      expect: { totalDistance: { value: 800, unit: 'mi' }, cost: 103 },
      tolerance: 0.5,
      source:
        'UseCalcPro, "Road Trip Cost Calculator: How to Calculate Fuel and Budget for Travel" (2026): 800 miles round trip at 28 mpg and $3.60/gallon = 28.6 gallons, about $103',
    },
    {
      inputs: { distance: 295, economy: 8, fuelPrice: 1.6, fuelPriceUnit: 'l' },
      expect: { fuel: { value: 23.6, unit: 'l' }, cost: 37.76 },
      tolerance: 1e-6,
      source:
        'bit1024, "Gas Usage Calculator" worked example: 295 km at 8 L/100 km = 23.6 litres; at €1.60 per litre, €37.76',
    },
  ],
});
