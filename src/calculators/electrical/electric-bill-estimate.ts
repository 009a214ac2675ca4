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
  examples: [
    {
      inputs: {
        kwhUsed: 1200,
        plan: 'tiered',
        tier1Limit: 250,
        tier1Rate: 0.064,
        tier2Limit: 700,
        tier2Rate: 0.049,
        tier3Rate: 0.0446,
        otherPerKwh: 0.085,
        fixedCharge: 7.5,
        taxRate: 1,
      },
      expect: { energyCharges: 162.35, tax: 1.7, total: 171.55 },
      source:
        'City of Seymour (Texas) Utilities, "Bill Comparison", winter example for 1200 kWh: 250 @ .064 + 450 @ .049 + 500 @ .0446 + power cost 1200 @ .085 + $7.50 customer charge = $169.85, 1% sales tax $1.70, total $171.55',
    },
    {
      inputs: {
        kwhUsed: 2225,
        plan: 'tiered',
        tier1Limit: 800,
        tier1Rate: 0.088958,
        tier2Limit: 2000,
        tier2Rate: 0.098073,
        tier3Rate: 0.108615,
        otherPerKwh: 0,
        fixedCharge: 0,
        taxRate: 0,
      },
      expect: { total: 213.3 },
      source:
        'Idaho Power, "Idaho Pricing – For Your Home", non-summer tiered example: 800 kWh × 8.8958¢ = $71.17, 1200 kWh × 9.8073¢ = $117.69, 225 kWh × 10.8615¢ = $24.44; 2225 kWh = $213.30',
    },
    {
      inputs: { kwhUsed: 675.54, plan: 'flat', rate: 0.111, otherPerKwh: 0, fixedCharge: 14, taxRate: 0 },
      expect: { total: 88.98 },
      source:
        'River Falls Municipal Utilities (Wisconsin), "Time-of-Day Rates" (rates as of 29 Sept 2020): 675.54 kWh a month on the standard rate of $0.1110/kWh costs $88.98 (with the $14 monthly customer charge)',
    },
    {
      inputs: {
        kwhUsed: 675.54,
        plan: 'tou',
        onPeakShare: 45,
        onPeakRate: 0.191,
        offPeakRate: 0.066,
        otherPerKwh: 0,
        fixedCharge: 14,
        taxRate: 0,
      },
      expect: { total: 96.58 },
      source:
        'River Falls Municipal Utilities (Wisconsin), "Time-of-Day Rates": the same 675.54 kWh with 45% on-peak at $0.1910 and the rest off-peak at $0.0660 costs $96.58 on time-of-day',
    },
    {
      inputs: {
        usageFrom: 'readings',
        previousReading: 41_250,
        currentReading: 41_250,
        plan: 'flat',
        rate: 0.15,
        fixedCharge: 12,
        taxRate: 0,
      },
      expect: { kwh: 0, energyCharges: 0, total: 12, averagePerKwh: 0 },
      source:
        'Edge case (no use): equal meter readings mean 0 kWh, so only the fixed monthly charge is billed (any utility tariff: a customer charge is due whatever the use)',
    },
  ],
});
