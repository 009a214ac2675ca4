import { checkAll, defineCalculator, notMoreThan, out, percent, radio } from '../../engine/index.ts';
import { toCents } from '../shared/money/cents.ts';
import {
  distanceOutput,
  fuelEconomyField,
  fuelPriceFields,
  fuelVolumeField,
  fuelVolumeOutput,
} from '../shared/presets/vehicle-fields.ts';
import { vehicleEnergyPrices } from '../shared/vehicles/energy-prices.ts';
import { fuelCost, pricePerLitre } from '../shared/vehicles/fuel.ts';

const LEVEL_FROM = [
  { value: 'gauge', label: 'Fuel gauge (percent of the tank)' },
  { value: 'volume', label: 'Fuel left (litres or gallons)' },
] as const;

/** Cubic metres (the volume base) to litres. */
const M3_LITRES = 1000;

export default defineCalculator({
  datedTables: [vehicleEnergyPrices],
  inputs: {
    tank: fuelVolumeField('Tank capacity', 50, 2000, "The owner's manual or the fuel door label gives it."),
    levelFrom: radio({ label: 'Fuel left from', options: LEVEL_FROM, default: 'gauge' }),
    gauge: percent({
      label: 'Fuel gauge reading',
      help: '50% is half a tank, 25% a quarter.',
      default: 50,
      min: 0,
      max: 100,
    }),
    fuelLeft: fuelVolumeField('Fuel left in the tank', 25, 2000, 'Used when "Fuel left" is chosen above.'),
    economy: fuelEconomyField('Fuel economy', 8, 'Your real-world figure; expect less on fast highways or towing.'),
    ...fuelPriceFields(),
  },
  validate: ({ levelFrom, fuelLeft, tank }) =>
    checkAll(
      levelFrom === 'volume'
        ? notMoreThan('fuelLeft', fuelLeft, tank, { what: 'The fuel left', than: 'the tank capacity' })
        : [],
    ),
  outputs: {
    range: distanceOutput('Range on the fuel left', true),
    fullRange: distanceOutput('Range on a full tank'),
    fuel: fuelVolumeOutput('Fuel in the tank'),
    toFill: fuelVolumeOutput('Fuel to fill up'),
    fillCost: out.money({ label: 'Cost to fill the tank' }),
  },
  compute: ({ tank, levelFrom, gauge, fuelLeft, economy, fuelPrice, fuelPriceUnit }) => {
    const fuel = levelFrom === 'gauge' ? (tank * gauge) / 100 : fuelLeft;
    // Economy arrives in km per litre; range in metres is cubic metres × litres per m³ × km/L × 1000.
    const metresPerM3 = economy * 1000 * M3_LITRES;
    const toFill = tank - fuel;
    return {
      range: fuel * metresPerM3,
      fullRange: tank * metresPerM3,
      fuel,
      toFill,
      fillCost: toCents(fuelCost(toFill * M3_LITRES, pricePerLitre(fuelPrice, fuelPriceUnit))),
    };
  },
});
