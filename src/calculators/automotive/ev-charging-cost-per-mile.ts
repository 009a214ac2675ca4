import { checkAll, defineCalculator, lessThan, number, out, percent } from '../../engine/index.ts';
import { toCents } from '../shared/money/cents.ts';
import {
  chargingEfficiencyField,
  costPerDistanceOutputs,
  distanceOutput,
  electricConsumptionField,
  electricityPriceField,
} from '../shared/presets/vehicle-fields.ts';
import { vehicleEnergyPrices } from '../shared/vehicles/energy-prices.ts';
import { costPerDistance, joulesPerMetre, pricePerJoule } from '../shared/vehicles/fuel.ts';

const energyOutput = (label: string) =>
  out.number({ label, unitFamily: 'energy', unit: 'kwh', units: ['kwh'], decimals: 1 });

export default defineCalculator({
  datedTables: [vehicleEnergyPrices],
  inputs: {
    battery: number({
      label: 'Usable battery capacity',
      unitFamily: 'energy',
      unit: 'kwh',
      units: ['kwh'],
      default: 75,
      min: 1,
      max: 300,
    }),
    fromLevel: percent({ label: 'Charge from', default: 20, min: 0, max: 100 }),
    toLevel: percent({ label: 'Charge to', default: 80, min: 0, max: 100 }),
    efficiency: chargingEfficiencyField(),
    price: electricityPriceField(),
    consumption: electricConsumptionField(
      'Energy use of the car',
      18,
      'From the trip computer, or the EPA label (kWh/100 mi).',
    ),
  },
  outputs: {
    cost: out.money({ label: 'Cost of this charge', primary: true }),
    ...costPerDistanceOutputs('Charging cost'),
    fromGrid: energyOutput('Electricity drawn from the grid'),
    intoBattery: energyOutput('Energy stored in the battery'),
    losses: energyOutput('Lost as heat while charging'),
    range: distanceOutput('Driving range this charge adds'),
  },
  validate: ({ fromLevel, toLevel }) =>
    checkAll(
      lessThan('fromLevel', fromLevel, toLevel, { what: 'The starting charge', than: 'the charge you stop at' }),
    ),
  compute: ({ battery, fromLevel, toLevel, efficiency, price, consumption }) => {
    const stored = (battery * (toLevel - fromLevel)) / 100;
    const drawn = stored / (efficiency / 100);
    const joulePrice = pricePerJoule(price);
    const perMetre = joulesPerMetre(consumption);
    return {
      cost: toCents(joulePrice.times(drawn)),
      // Each metre takes `perMetre` joules from the battery, and 1/efficiency times that from the grid.
      ...costPerDistance(joulePrice.times(perMetre).div(efficiency / 100), 1),
      fromGrid: drawn,
      intoBattery: stored,
      losses: drawn - stored,
      range: stored / perMetre,
    };
  },
  examples: [
    {
      inputs: { battery: 75, fromLevel: 20, toLevel: 100, efficiency: 90, price: 0.14 },
      expect: { intoBattery: { value: 60, unit: 'kwh' }, cost: 9.33 },
      source:
        'The Prime Calculator, "EV Charging Cost Calculator Formula" worked example: 75 kWh battery charged 80% = 60 kWh; from the wall at 90% efficiency 66.7 kWh; at $0.14/kWh, $9.33',
    },
    {
      inputs: { price: 0.2, consumption: { value: 28, unit: 'kwh100mi' }, efficiency: 90 },
      expect: { costPerMile: 0.0622 },
      tolerance: 0.0001,
      source:
        'ChargingAdvisor, "How to Calculate EV Charging Cost per Mile or per kWh" (October 2025): $0.20 × 28 kWh/100 mi ÷ (100 × 0.90) ≈ $0.062 per mile',
    },
    {
      inputs: { price: 0.099, consumption: { value: 25, unit: 'kwh100mi' }, efficiency: 89 },
      expect: { costPerMile: 0.0278 },
      tolerance: 0.00005,
      source:
        'Fiat 500e owners forum, "How to measure the cost of my fill-up": $0.099/kWh ÷ 89% charger efficiency ÷ 4.0 mi/kWh (25 kWh/100 mi) = $0.0278 per mile',
    },
  ],
});
