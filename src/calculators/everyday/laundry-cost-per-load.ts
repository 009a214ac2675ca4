import Big from 'big.js';
import { defineCalculator, money, number, out, percent } from '../../engine/index.ts';
import { waterPricePerCubicMetre } from '../shared/household/water.ts';
import { toCents, toUnitPrice } from '../shared/money/cents.ts';
import { electricityPriceField } from '../shared/presets/vehicle-fields.ts';
import { waterPriceFields } from '../shared/presets/water-price.ts';
import { vehicleEnergyPrices } from '../shared/vehicles/energy-prices.ts';
import { pricePerJoule } from '../shared/vehicles/electric-energy.ts';

/** A year of laundry is counted as 52 weeks of the loads done in a usual week. */
const WEEKS_PER_YEAR = 52;

const energyPerLoad = (label: string, help: string, defaultKwh: number) =>
  number({
    label,
    help,
    unitFamily: 'energy',
    unit: 'kwh',
    units: ['kwh', 'mj'],
    default: defaultKwh,
    min: 0,
    max: 20,
  });

const perLoadOutput = (label: string, primary = false) => out.money({ label, primary, perUnit: true });

export default defineCalculator({
  datedTables: [vehicleEnergyPrices],
  inputs: {
    loadsPerWeek: number({ label: 'Loads per week', default: 6, min: 0, max: 100, suffix: 'loads' }),
    washerEnergy: energyPerLoad(
      'Washer energy per load',
      'The EnergyGuide label’s kWh a year ÷ the loads a year it assumes. A warm or hot wash with an electric water heater adds 1–4 kWh.',
      0.5,
    ),
    waterPerLoad: number({
      label: 'Water per load',
      help: 'A high-efficiency washer uses about 14 US gal (53 L), an older top-loader 30–40 gal.',
      unitFamily: 'volume',
      unit: 'l',
      imperialUnit: 'gal',
      units: ['l', 'gal', 'impgal'],
      default: 53,
      min: 0,
      max: 1000,
    }),
    dryerEnergy: energyPerLoad(
      'Dryer energy per load',
      'An electric dryer uses about 2.5–5 kWh a load. Enter 0 if you dry on a line.',
      3,
    ),
    driedShare: percent({ label: 'Loads dried in the dryer', default: 100, min: 0, max: 100 }),
    electricityPrice: electricityPriceField(),
    ...waterPriceFields(),
    detergent: money({
      label: 'Detergent per load',
      help: 'The price of the bottle or box ÷ the loads printed on it; add softener or dryer sheets.',
      default: 0.2,
      min: 0,
      max: 100,
    }),
  },
  compute: ({
    loadsPerWeek,
    washerEnergy,
    waterPerLoad,
    dryerEnergy,
    driedShare,
    electricityPrice,
    waterPrice,
    waterPriceUnit,
    detergent,
  }) => {
    const joulePrice = pricePerJoule(electricityPrice);
    const washer = joulePrice.times(washerEnergy);
    const dryer = joulePrice.times(dryerEnergy).times(driedShare).div(100);
    const water = waterPricePerCubicMetre(waterPrice, waterPriceUnit).times(waterPerLoad);
    const parts = [
      { item: 'Washer electricity', perLoad: washer },
      { item: 'Dryer electricity', perLoad: dryer },
      { item: 'Water and sewer', perLoad: water },
      { item: 'Detergent', perLoad: new Big(detergent) },
    ];
    const perLoad = parts.reduce((sum, part) => sum.plus(part.perLoad), new Big(0));
    const loadsPerYear = loadsPerWeek * WEEKS_PER_YEAR;
    return {
      perLoad: toUnitPrice(perLoad),
      perYear: toCents(perLoad.times(loadsPerYear)),
      perMonth: toCents(perLoad.times(loadsPerYear).div(12)),
      washer: toUnitPrice(washer),
      dryer: toUnitPrice(dryer),
      water: toUnitPrice(water),
      yearly: parts.map((part) => ({ item: part.item, perYear: toCents(part.perLoad.times(loadsPerYear)) })),
      energyPerYear: (washerEnergy + (dryerEnergy * driedShare) / 100) * loadsPerYear,
      waterPerYear: waterPerLoad * loadsPerYear,
    };
  },
  outputs: {
    perLoad: perLoadOutput('Cost per load', true),
    perYear: out.money({ label: 'Cost per year' }),
    perMonth: out.money({ label: 'Cost per month (average)' }),
    washer: perLoadOutput('Washer electricity per load'),
    dryer: perLoadOutput('Dryer electricity per load (averaged over all loads)'),
    water: perLoadOutput('Water and sewer per load'),
    yearly: out.table({
      label: 'Where the money goes in a year',
      columns: [
        { key: 'item', label: 'Item', kind: 'text' },
        { key: 'perYear', label: 'Per year', kind: 'money' },
      ],
    }),
    energyPerYear: out.number({
      label: 'Electricity per year',
      unitFamily: 'energy',
      unit: 'kwh',
      units: ['kwh'],
      decimals: 0,
    }),
    waterPerYear: out.number({
      label: 'Water per year',
      unitFamily: 'volume',
      unit: 'm3',
      imperialUnit: 'gal',
      units: ['m3', 'l', 'gal'],
      digits: 4,
    }),
  },
});
