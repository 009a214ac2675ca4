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

/** The published showerhead worked example both first examples check (one for money, one for energy). */
const ENERGY_EARTH_SHOWER = {
  flow: { value: 2.5, unit: 'gpm' },
  minutes: 30,
  coldTemperature: { value: 57.5, unit: 'f' },
  showerTemperature: { value: 107, unit: 'f' },
  efficiency: 85,
  energyPrice: 0.118,
  energyPriceUnit: 'kwh',
  waterPrice: 5.6,
  waterPriceUnit: 'kgal',
  lowFlow: { value: 1.5, unit: 'gpm' },
};
const ENERGY_EARTH_SOURCE =
  'EnergyEarth, "Showerhead savings calculations": 30 min at 2.5 gpm = 75 gal, 60 % of it heated from 57.5 °F to 140 °F (a 49.5 °F rise on the whole flow, so a 107 °F shower) at 8.337 BTU/gal·°F and 85 % efficiency = 10.6707 kWh, $1.2591 at $0.118/kWh; water $0.0056/gal × 75 = $0.42; a 1.5 gpm head saves $0.6715 a day';

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
  examples: [
    {
      inputs: ENERGY_EARTH_SHOWER,
      expect: {
        costPerShower: 1.6791,
        savingPerShower: 0.6715,
      },
      tolerance: 0.005,
      source: ENERGY_EARTH_SOURCE,
    },
    {
      inputs: ENERGY_EARTH_SHOWER,
      expect: { energyPerShower: { value: 10.6707, unit: 'kwh' } },
      // 0.01 kWh in joules: 8.337 BTU/gal·°F is 0.08 % below 4.186 kJ/(kg·K) at 1 kg/L.
      tolerance: 36_000,
      source: ENERGY_EARTH_SOURCE,
    },
    {
      inputs: {
        flow: { value: 2, unit: 'gpm' },
        minutes: 10,
        coldTemperature: { value: 55, unit: 'f' },
        showerTemperature: { value: 105, unit: 'f' },
        efficiency: 60,
        energyPrice: 1.5,
        energyPriceUnit: 'therm',
        waterPrice: 0,
        lowFlow: { value: 1.5, unit: 'gpm' },
      },
      expect: { costPerShower: 0.2085 },
      tolerance: 0.001,
      source:
        'Worked by hand with the U.S. DOE figure of 8.34 BTU to warm a gallon of water by 1 °F: 20 gal × 8.34 × 50 °F = 8,340 BTU ÷ 0.60 (gas tank) = 13,900 BTU = 0.139 therm × $1.50 = $0.2085',
    },
    {
      inputs: {
        flow: { value: 10, unit: 'lmin' },
        minutes: 0,
        lowFlow: { value: 6, unit: 'lmin' },
      },
      expect: { costPerShower: 0, waterPerShower: 0, savingPerYear: 0 },
      tolerance: 1e-12,
      source: 'Edge case (no shower at all): 0 minutes of flow uses no water and no energy, so it costs nothing',
    },
  ],
});
