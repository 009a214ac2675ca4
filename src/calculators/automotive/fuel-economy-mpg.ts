import { defineCalculator, out } from '../../engine/index.ts';
import { moneyAmount } from '../shared/presets/money-fields.ts';
import { costPerDistanceOutputs, distanceField, fuelVolumeField } from '../shared/presets/vehicle-fields.ts';
import { costPerDistance } from '../shared/vehicles/fuel.ts';

/** The fuel economy shown in one fixed unit, next to the headline figure with its own menu. */
const economyIn = (label: string, unit: 'l100km' | 'mpg' | 'mpgimp' | 'kml') =>
  out.number({ label, unitFamily: 'fuelEconomy', unit, units: [unit], decimals: 2 });

export default defineCalculator({
  inputs: {
    distance: {
      ...distanceField(
        'Distance driven since the last fill-up',
        500,
        20_000,
        'From the trip meter, or the odometer now minus at the last fill-up.',
      ),
      min: 0.1,
      minInclusive: true,
    },
    fuel: fuelVolumeField('Fuel added to fill the tank again', 40),
    paid: moneyAmount({ label: 'Amount paid for that fuel (optional)', default: 0 }, 100_000),
  },
  outputs: {
    economy: out.number({
      label: 'Fuel economy',
      primary: true,
      unitFamily: 'fuelEconomy',
      unit: 'l100km',
      imperialUnit: 'mpg',
      units: ['l100km', 'mpg', 'mpgimp', 'kml'],
      decimals: 2,
    }),
    l100km: economyIn('Litres per 100 km', 'l100km'),
    mpg: economyIn('Miles per US gallon', 'mpg'),
    mpgUk: economyIn('Miles per imperial gallon (UK mpg)', 'mpgimp'),
    kml: economyIn('Kilometres per litre', 'kml'),
    ...costPerDistanceOutputs('Fuel cost'),
  },
  compute: ({ distance, fuel, paid }) => {
    // Base units: metres and cubic metres in, kilometres per litre out.
    const kmPerLitre = distance / 1000 / (fuel * 1000);
    return {
      economy: kmPerLitre,
      l100km: kmPerLitre,
      mpg: kmPerLitre,
      mpgUk: kmPerLitre,
      kml: kmPerLitre,
      ...costPerDistance(paid, distance),
    };
  },
});
