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
  examples: [
    {
      inputs: {
        gasPrice: 1.415,
        gasUnit: 'therm',
        gasEfficiency: 100,
        electricityPrice: 0.0981,
      },
      expect: { gasPerMillionBtu: 14.15, resistancePerMillionBtu: 28.75 },
      tolerance: 0.005,
      source:
        'US DOE, Representative Average Unit Costs of Energy (Federal Register, 27 February 2006): natural gas $1.415/therm = $14.15 per million Btu; electricity $0.0981/kWh at 3,412 Btu/kWh = $28.75 per million Btu (fuel cost, before appliance efficiency)',
    },
    {
      inputs: { gasPrice: 0.62, gasUnit: 'therm', gasEfficiency: 73 },
      expect: { gasPerMillionBtu: 8.49 },
      tolerance: 0.005,
      source:
        'EnergyBot, "How do I compare the cost of heating fuels?": a boiler burning natural gas at $0.62/therm and 73 % efficient delivers heat at $8.49 per million Btu (0.62 × 10 therms ÷ 0.73)',
    },
    {
      inputs: {
        oilPrice: 3.8,
        oilUnit: 'gal',
        oilEfficiency: 85,
        propanePrice: 2.674,
        propaneUnit: 'gal',
        propaneEfficiency: 95,
        electricityPrice: 0.1598,
        heatPumpRating: 'cop',
        heatPumpValue: 3,
        gasPrice: 2,
        gasUnit: 'therm',
        gasEfficiency: 95,
        woodPrice: 400,
        woodEfficiency: 70,
        heatNeed: { value: 50_000_000, unit: 'btu' },
      },
      expect: {
        oilPerMillionBtu: 32.2786,
        propanePerMillionBtu: 30.7782,
        heatPumpPerMillionBtu: 15.6116,
        resistancePerMillionBtu: 46.8347,
        cheapest: 'Heat pump',
        cheapestYearly: 780.58,
      },
      tolerance: 0.01,
      source:
        'EIA FAQ "How do I compare the cost of heating fuels?" formula (price ÷ heat content × 1,000,000) with EIA heat contents, by hand: oil 3.80 ÷ 138,500 × 10⁶ = 27.4368, ÷ 0.85 = 32.2786; propane 2.674 ÷ 91,452 × 10⁶ = 29.2394, ÷ 0.95 = 30.7783; electricity 0.1598 ÷ 3,412 × 10⁶ = 46.8347, heat pump ÷ 3 = 15.6116; gas $2.00/therm ÷ 0.95 = 21.05; wood $400 ÷ 20 million Btu per cord ÷ 0.70 = 28.57; so the heat pump is cheapest, and 50 million Btu × 15.6116 = $780.58',
    },
    {
      inputs: { electricityPrice: 0.1598, heatPumpRating: 'hspf2', heatPumpValue: 8.5, woodPrice: 0 },
      expect: { heatPumpCop: 2.4912, heatPumpPerMillionBtu: 18.8002, cheapest: 'Firewood', woodPerMillionBtu: 0 },
      tolerance: 0.001,
      source:
        'HSPF2 is Btu of heat per Wh of electricity, and 1 Wh = 3.412 Btu (EIA): COP = 8.5 ÷ 3.412 = 2.4912; 46.8347 ÷ 2.4912 = $18.80 per million Btu. Edge case: firewood at $0 costs nothing',
    },
  ],
});
