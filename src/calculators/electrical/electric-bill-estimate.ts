import {
  checkAll,
  defineCalculator,
  lessThan,
  notMoreThan,
  number,
  out,
  percent,
  radio,
  select,
} from '../../engine/index.ts';
import { electricityBill, tieredBlocks, timeOfUseBlocks } from '../shared/energy/bill.ts';
import { moneyAmount } from '../shared/presets/money-fields.ts';
import { electricityPriceField } from '../shared/presets/vehicle-fields.ts';
import { vehicleEnergyPrices } from '../shared/vehicles/energy-prices.ts';

const kwhField = (label: string, value: number, help?: string) =>
  number({ label, default: value, min: 0, max: 10_000_000, suffix: 'kWh', ...(help === undefined ? {} : { help }) });

const priceField = (label: string, value: number) => moneyAmount({ label, default: value }, 100);

export default defineCalculator({
  datedTables: [vehicleEnergyPrices],
  inputs: {
    usageFrom: radio({
      label: 'Usage from',
      options: [
        { value: 'kwh', label: 'kWh used' },
        { value: 'readings', label: 'Meter readings' },
      ],
      default: 'kwh',
    }),
    kwhUsed: kwhField('Electricity used this month', 850, 'On your bill; the average US home uses about 850 kWh.'),
    previousReading: kwhField('Previous meter reading', 41_250),
    currentReading: kwhField('Current meter reading', 42_100),
    plan: select({
      label: 'Rate plan',
      options: [
        { value: 'flat', label: 'One price per kWh' },
        { value: 'tiered', label: 'Tiered (price rises with use)' },
        { value: 'tou', label: 'Time of use (on-peak and off-peak)' },
      ],
      default: 'flat',
    }),
    rate: electricityPriceField(),
    tier1Limit: kwhField('Tier 1 covers the first', 500),
    tier1Rate: priceField('Tier 1 price per kWh', 0.14),
    tier2Limit: kwhField('Tier 2 covers up to', 1000),
    tier2Rate: priceField('Tier 2 price per kWh', 0.17),
    tier3Rate: priceField('Price per kWh above tier 2', 0.2),
    onPeakShare: percent({ label: 'Share used on-peak', default: 40, min: 0, max: 100 }),
    onPeakRate: priceField('On-peak price per kWh', 0.25),
    offPeakRate: priceField('Off-peak price per kWh', 0.12),
    otherPerKwh: priceField('Other charges per kWh (delivery, fuel adjustment)', 0),
    fixedCharge: moneyAmount({ label: 'Fixed monthly charge', default: 10 }, 10_000),
    taxRate: percent({ label: 'Tax on the bill', default: 0, min: 0, max: 50 }),
  },
  validate: ({ usageFrom, previousReading, currentReading, plan, tier1Limit, tier2Limit }) =>
    checkAll(
      usageFrom === 'readings'
        ? notMoreThan('previousReading', previousReading, currentReading, {
            what: 'The previous reading',
            than: 'the current reading (if the meter rolled over, enter the kWh used instead)',
          })
        : [],
      plan === 'tiered'
        ? lessThan('tier1Limit', tier1Limit, tier2Limit, { what: 'The end of tier 1', than: 'the end of tier 2' })
        : [],
    ),
  compute: (values) => {
    const kwh = values.usageFrom === 'readings' ? values.currentReading - values.previousReading : values.kwhUsed;
    const blocks =
      values.plan === 'tiered'
        ? tieredBlocks(
            kwh,
            [values.tier1Limit, values.tier2Limit],
            [values.tier1Rate, values.tier2Rate, values.tier3Rate],
          )
        : values.plan === 'tou'
          ? timeOfUseBlocks(kwh, values.onPeakShare, values.onPeakRate, values.offPeakRate)
          : [{ label: 'Energy', kwh, pricePerKwh: values.rate }];
    const bill = electricityBill(blocks, kwh, {
      perKwhOnAll: values.otherPerKwh,
      fixed: values.fixedCharge,
      taxPercent: values.taxRate,
    });
    return {
      total: bill.total,
      energyCharges: bill.energy,
      tax: bill.tax,
      kwh,
      averagePerKwh: bill.averagePerKwh,
      lines: bill.lines,
    };
  },
  outputs: {
    total: out.money({ label: 'Estimated bill', primary: true }),
    energyCharges: out.money({ label: 'Energy charges' }),
    tax: out.money({ label: 'Tax' }),
    kwh: out.number({ label: 'Electricity used', suffix: 'kWh', digits: 7 }),
    averagePerKwh: out.money({ label: 'Average price per kWh, all in', perUnit: true }),
    lines: out.table({
      label: 'Bill line by line',
      columns: [
        { key: 'item', label: 'Charge', kind: 'text' },
        { key: 'kwh', label: 'kWh', kind: 'number' },
        { key: 'price', label: 'Price per kWh', kind: 'number' },
        { key: 'amount', label: 'Amount', kind: 'money' },
      ],
    }),
  },
});
