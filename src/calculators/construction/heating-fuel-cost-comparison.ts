import Big from 'big.js';
import { defineCalculator, number, out, percent, select } from '../../engine/index.ts';
import { toCents, toUnitPrice } from '../shared/money/cents.ts';
import { moneyAmount } from '../shared/presets/money-fields.ts';
import {
  copFromHspf,
  costPerKwh,
  costPerMillionBtu,
  costPerTherm,
  GAS_PRICE_UNITS,
  gasBtuPerUnit,
  heatingFuelsTable,
  LIQUID_PRICE_UNITS,
  liquidBtuPerUnit,
  millionBtuOf,
} from '../shared/building/heating-fuels.ts';

const { prices, heatContentBtu } = heatingFuelsTable;

const priceField = (label: string, published: string, help: string) =>
  moneyAmount({ label, help, default: Number(published) }, 100_000);

const efficiencyField = (label: string, defaultPercent: number, help: string) =>
  percent({
    label,
    help,
    default: defaultPercent,
    min: 1,
    max: 100,
    messages: { min: 'Enter an efficiency of at least 1 %.' },
  });

const HEAT_PUMP_RATINGS = [
  { value: 'cop', label: 'COP' },
  { value: 'hspf2', label: 'HSPF2' },
] as const;

export default defineCalculator({
  datedTables: [heatingFuelsTable],
  inputs: {
    gasPrice: priceField(
      'Natural gas price',
      prices.naturalGasPerTherm.price,
      'Starts at a US average; enter what your bill charges.',
    ),
    gasUnit: select({ label: 'Gas price is', options: GAS_PRICE_UNITS, default: 'therm' }),
    gasEfficiency: efficiencyField(
      'Gas furnace or boiler efficiency (AFUE)',
      95,
      'On the yellow EnergyGuide label; 80 % for an older mid-efficiency furnace.',
    ),
    oilPrice: priceField('Heating oil price', prices.heatingOilPerGallon.price, 'No. 2 heating oil, delivered.'),
    oilUnit: select({ label: 'Oil price is', options: LIQUID_PRICE_UNITS, default: 'gal' }),
    oilEfficiency: efficiencyField(
      'Oil furnace or boiler efficiency (AFUE)',
      85,
      'On the EnergyGuide label of the furnace or boiler.',
    ),
    propanePrice: priceField('Propane price', prices.propanePerGallon.price, 'Delivered, per the unit chosen below.'),
    propaneUnit: select({ label: 'Propane price is', options: LIQUID_PRICE_UNITS, default: 'gal' }),
    propaneEfficiency: efficiencyField(
      'Propane furnace or boiler efficiency (AFUE)',
      95,
      'On the EnergyGuide label of the furnace or boiler.',
    ),
    electricityPrice: priceField(
      'Electricity price per kWh',
      prices.electricityPerKwh.price,
      'Your rate per kWh, with delivery charges.',
    ),
    heatPumpRating: select({ label: 'Heat pump rated by', options: HEAT_PUMP_RATINGS, default: 'cop' }),
    heatPumpValue: number({
      label: 'Heat pump COP or HSPF2',
      help: 'COP: heat out per unit of electricity (often 2–4). HSPF2: the seasonal rating on the label (7.5 is the US minimum for split systems).',
      default: 3,
      min: 0.5,
      max: 20,
    }),
    woodPrice: priceField('Firewood price per cord', '300', 'A full cord (128 ft³ stacked); 0 to leave wood out.'),
    woodEfficiency: efficiencyField(
      'Wood stove efficiency',
      70,
      'About 60–75 % for a modern EPA-certified stove; an open fireplace is far lower.',
    ),
    heatNeed: number({
      label: 'Heat your home needs in a year (optional)',
      help: 'Heat delivered, not fuel bought; 0 to skip the yearly cost. A US home often needs 40–80 million Btu (400–800 therms).',
      unitFamily: 'energy',
      unit: 'kwh',
      imperialUnit: 'therm',
      units: ['kwh', 'mj', 'therm', 'btu'],
      default: 15_000,
      min: 0,
      max: 1e7,
    }),
  },
  compute: (input) => {
    const cop = input.heatPumpRating === 'cop' ? input.heatPumpValue : copFromHspf(input.heatPumpValue);
    const gas = costPerMillionBtu(input.gasPrice, gasBtuPerUnit(input.gasUnit), input.gasEfficiency / 100);
    const oil = costPerMillionBtu(
      input.oilPrice,
      liquidBtuPerUnit(heatContentBtu.heatingOilPerGallon, input.oilUnit),
      input.oilEfficiency / 100,
    );
    const propane = costPerMillionBtu(
      input.propanePrice,
      liquidBtuPerUnit(heatContentBtu.propanePerGallon, input.propaneUnit),
      input.propaneEfficiency / 100,
    );
    const resistance = costPerMillionBtu(input.electricityPrice, heatContentBtu.electricityPerKwh, 1);
    const heatPump = costPerMillionBtu(input.electricityPrice, heatContentBtu.electricityPerKwh, cop);
    const wood = costPerMillionBtu(input.woodPrice, heatContentBtu.firewoodPerCord, input.woodEfficiency / 100);
    // Cheapest first; a tie keeps the order listed here.
    const fuels = [
      { fuel: 'Natural gas', cost: gas },
      { fuel: 'Heating oil', cost: oil },
      { fuel: 'Propane', cost: propane },
      { fuel: 'Electric resistance', cost: resistance },
      { fuel: 'Heat pump', cost: heatPump },
      { fuel: 'Firewood', cost: wood },
    ].sort((a, b) => a.cost.cmp(b.cost));
    const need = new Big(millionBtuOf(input.heatNeed));
    const cheapest = fuels.reduce((best, row) => (row.cost.lt(best.cost) ? row : best));
    return {
      cheapest: cheapest.fuel,
      cheapestPerMillionBtu: toUnitPrice(cheapest.cost),
      cheapestYearly: toCents(cheapest.cost.times(need)),
      heatPumpCop: cop,
      gasPerMillionBtu: toUnitPrice(gas),
      oilPerMillionBtu: toUnitPrice(oil),
      propanePerMillionBtu: toUnitPrice(propane),
      resistancePerMillionBtu: toUnitPrice(resistance),
      heatPumpPerMillionBtu: toUnitPrice(heatPump),
      woodPerMillionBtu: toUnitPrice(wood),
      ranking: fuels.map(({ fuel, cost }) => ({
        fuel,
        perMillionBtu: toUnitPrice(cost),
        perTherm: toUnitPrice(costPerTherm(cost)),
        perKwhCents: toUnitPrice(costPerKwh(cost).times(100)),
        yearly: toCents(cost.times(need)),
      })),
    };
  },
  outputs: {
    cheapest: out.text({ label: 'Cheapest heat at these prices', primary: true }),
    cheapestPerMillionBtu: out.money({ label: 'Its cost per million Btu of heat delivered', perUnit: true }),
    cheapestYearly: out.money({ label: 'Its cost for your yearly heat need' }),
    ranking: out.table({
      label: 'Cost of heat delivered, cheapest first',
      columns: [
        { key: 'fuel', label: 'Fuel', kind: 'text' },
        { key: 'perMillionBtu', label: 'Per million Btu', kind: 'money' },
        { key: 'perTherm', label: 'Per therm', kind: 'money' },
        { key: 'perKwhCents', label: 'Per kWh (cents)', kind: 'number' },
        { key: 'yearly', label: 'Per year', kind: 'money' },
      ],
    }),
    gasPerMillionBtu: out.money({ label: 'Natural gas, per million Btu of heat', perUnit: true }),
    oilPerMillionBtu: out.money({ label: 'Heating oil, per million Btu of heat', perUnit: true }),
    propanePerMillionBtu: out.money({ label: 'Propane, per million Btu of heat', perUnit: true }),
    resistancePerMillionBtu: out.money({ label: 'Electric resistance, per million Btu of heat', perUnit: true }),
    heatPumpPerMillionBtu: out.money({ label: 'Heat pump, per million Btu of heat', perUnit: true }),
    heatPumpCop: out.number({ label: 'Heat pump COP used', decimals: 2 }),
    woodPerMillionBtu: out.money({ label: 'Firewood, per million Btu of heat', perUnit: true }),
  },
});
