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
import { joulesPerMetre, pricePerJoule } from '../shared/vehicles/electric-energy.ts';
import { costPerDistance } from '../shared/vehicles/fuel.ts';

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
});
