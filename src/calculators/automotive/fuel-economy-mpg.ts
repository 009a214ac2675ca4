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
  examples: [
    {
      inputs: { distance: { value: 350, unit: 'mi' }, fuel: { value: 14, unit: 'gal' } },
      expect: { mpg: { value: 25, unit: 'mpg' } },
      tolerance: 1e-9,
      source:
        'Calculators9, "Gas Mileage, Trip Cost, MPG Calculator": a car travels 350 miles on 14 gallons, MPG = 350 ÷ 14 = 25',
    },
    {
      inputs: { distance: 500, fuel: 65 },
      expect: { l100km: { value: 13, unit: 'l100km' }, kml: { value: 7.69, unit: 'kml' } },
      tolerance: 0.01,
      source:
        'CentChic, "How do you calculate petrol per km?": 65 litres over 500 km = (65 × 100) ÷ 500 = 13 L/100 km, and 500 ÷ 65 = 7.7 km/L',
    },
    {
      inputs: { distance: 400, fuel: 42 },
      expect: { l100km: { value: 10.5, unit: 'l100km' } },
      tolerance: 1e-9,
      source: 'MonsterCashSystem, "How Do You Work Out Fuel Cost?": 42 litres × 100 ÷ 400 km = 10.5 L/100 km',
    },
    {
      inputs: { distance: 400, fuel: 30, paid: 200 },
      expect: { costPerKm: 0.5 },
      source:
        'OK.com, "How to Calculate Fuel Costs?": refuelling 200 yuan and driving 400 km gives 200 ÷ 400 = 0.5 per km',
    },
  ],
});
