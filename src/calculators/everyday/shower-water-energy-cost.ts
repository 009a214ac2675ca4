import Big from 'big.js';
import { checkAll, defineCalculator, lessThan, number, out, percent, select } from '../../engine/index.ts';
import { ENERGY_PRICE_UNITS, energyPricePerJoule } from '../shared/energy/prices.ts';
import { waterHeatingJoules, waterPricePerCubicMetre } from '../shared/household/water.ts';
import { toCents, toUnitPrice } from '../shared/money/cents.ts';
import { moneyAmount } from '../shared/presets/money-fields.ts';
import { temperatureField } from '../shared/presets/temperature-field.ts';
import { waterPriceFields } from '../shared/presets/water-price.ts';
import { HOME_ELECTRICITY_PER_KWH, vehicleEnergyPrices } from '../shared/vehicles/energy-prices.ts';

const WEEKS_PER_YEAR = 52;
const SECONDS_PER_MINUTE = 60;

const flowField = (label: string, help: string, defaultLitresPerMinute: number) =>
  number({
    label,
    help,
    unitFamily: 'flow',
    unit: 'lmin',
    imperialUnit: 'gpm',
    units: ['lmin', 'gpm'],
    default: defaultLitresPerMinute,
    min: 0,
    minInclusive: false,
    max: 100,
  });

const volumeOutput = (label: string) =>
  out.number({ label, unitFamily: 'volume', unit: 'l', imperialUnit: 'gal', units: ['l', 'gal', 'm3'], digits: 4 });

interface Prices {
  energyPerJoule: Big;
  waterPerCubicMetre: Big;
}

/** The water, heating energy and cost of one shower at a flow rate (m³/s). */
function oneShower(flow: number, seconds: number, riseKelvin: number, efficiency: number, prices: Prices) {
  const volume = flow * seconds;
  const energy = waterHeatingJoules(volume, riseKelvin) / efficiency;
  const energyCost = prices.energyPerJoule.times(energy);
  const waterCost = prices.waterPerCubicMetre.times(volume);
  return { volume, energy, energyCost, waterCost, cost: energyCost.plus(waterCost) };
}

export default defineCalculator({
  datedTables: [vehicleEnergyPrices],
  inputs: {
    flow: flowField('Shower head flow', 'Printed on the head; 2.5 gpm (9.5 L/min) is the US legal maximum.', 9.5),
    minutes: number({ label: 'Minutes per shower', default: 8, min: 0, max: 180, suffix: 'minutes' }),
    showersPerWeek: number({ label: 'Showers per week (household)', default: 14, min: 0, max: 500, suffix: 'showers' }),
    coldTemperature: temperatureField(
      'Cold water temperature',
      'The water coming into the house: about 10–15 °C (50–60 °F), colder in winter.',
      13,
      0,
      70,
    ),
    showerTemperature: temperatureField(
      'Shower temperature',
      'A comfortable shower is about 40–41 °C (104–106 °F).',
      40,
      1,
      70,
    ),
    efficiency: percent({
      label: 'Water heater efficiency',
      help: 'Its UEF as a percent: electric tank about 92 %, gas tank about 60 %, heat pump 300 % or more.',
      default: 92,
      min: 0,
      minInclusive: false,
      max: 500,
    }),
    energyPrice: moneyAmount(
      {
        label: 'Energy price',
        help: 'Starts at the US home electricity average; your bill shows your rate.',
        default: HOME_ELECTRICITY_PER_KWH,
      },
      1000,
    ),
    energyPriceUnit: select({ label: 'Energy price is', options: ENERGY_PRICE_UNITS, default: 'kwh' }),
    ...waterPriceFields(),
    lowFlow: flowField('Low-flow head to compare', 'WaterSense heads use at most 2.0 gpm (7.6 L/min).', 7.6),
  },
  validate: ({ lowFlow, flow, coldTemperature, showerTemperature }) =>
    checkAll(
      lessThan('lowFlow', lowFlow, flow, { what: 'The low-flow head’s flow', than: 'your head’s flow' }),
      lessThan('coldTemperature', coldTemperature, showerTemperature, {
        what: 'The cold water temperature',
        than: 'the shower temperature',
      }),
    ),
  compute: (input) => {
    const prices = {
      energyPerJoule: energyPricePerJoule(input.energyPrice, input.energyPriceUnit),
      waterPerCubicMetre: waterPricePerCubicMetre(input.waterPrice, input.waterPriceUnit),
    };
    const seconds = input.minutes * SECONDS_PER_MINUTE;
    const rise = input.showerTemperature - input.coldTemperature;
    const efficiency = input.efficiency / 100;
    const now = oneShower(input.flow, seconds, rise, efficiency, prices);
    const lowFlow = oneShower(input.lowFlow, seconds, rise, efficiency, prices);
    const perYear = input.showersPerWeek * WEEKS_PER_YEAR;
    const saving = now.cost.minus(lowFlow.cost);
    return {
      costPerShower: toUnitPrice(now.cost),
      costPerYear: toCents(now.cost.times(perYear)),
      energyCostPerShower: toUnitPrice(now.energyCost),
      waterCostPerShower: toUnitPrice(now.waterCost),
      waterPerShower: now.volume,
      energyPerShower: now.energy,
      savingPerShower: toUnitPrice(saving),
      savingPerYear: toCents(saving.times(perYear)),
      waterSavedPerYear: (now.volume - lowFlow.volume) * perYear,
      energySavedPerYear: (now.energy - lowFlow.energy) * perYear,
    };
  },
  outputs: {
    costPerShower: out.money({ label: 'Cost per shower', primary: true, perUnit: true }),
    costPerYear: out.money({ label: 'Showers’ cost per year' }),
    energyCostPerShower: out.money({ label: 'Heating per shower', perUnit: true }),
    waterCostPerShower: out.money({ label: 'Water and sewer per shower', perUnit: true }),
    waterPerShower: volumeOutput('Water per shower'),
    energyPerShower: out.number({
      label: 'Heating energy per shower',
      unitFamily: 'energy',
      unit: 'kwh',
      units: ['kwh', 'therm', 'mj'],
      digits: 3,
    }),
    savingPerShower: out.money({ label: 'Low-flow head saves per shower', perUnit: true }),
    savingPerYear: out.money({ label: 'Low-flow head saves per year' }),
    waterSavedPerYear: volumeOutput('Water saved per year'),
    energySavedPerYear: out.number({
      label: 'Energy saved per year',
      unitFamily: 'energy',
      unit: 'kwh',
      units: ['kwh', 'therm'],
      digits: 4,
    }),
  },
});
