import { defineCalculator, money, number, out } from '../../engine/index.ts';
import { powerField } from '../shared/presets/electrical-fields.ts';

const WATT_HOURS_PER_KWH = 1000;
const MONTHS_PER_YEAR = 12;

export default defineCalculator({
  inputs: {
    power: powerField({ label: 'Appliance power', default: 200, help: 'On its label, in watts; or amps × volts.' }),
    hoursPerDay: number({ label: 'Hours used per day', default: 4, min: 0, max: 24, suffix: 'hours' }),
    daysPerYear: number({ label: 'Days used per year', default: 120, min: 0, max: 366, suffix: 'days' }),
    rate: money({
      label: 'Electricity price per kWh',
      default: 0.11,
      min: 0,
      max: 10,
      help: 'On your bill: the total charge ÷ the kWh used. The US average was about $0.17 in 2025.',
    }),
  },
  compute: ({ power, hoursPerDay, daysPerYear, rate }) => {
    const kwhPerDay = (power * hoursPerDay) / WATT_HOURS_PER_KWH;
    const kwhPerYear = kwhPerDay * daysPerYear;
    return {
      kwhPerDay,
      kwhPerYear,
      costPerDay: kwhPerDay * rate,
      costPerMonth: (kwhPerYear * rate) / MONTHS_PER_YEAR,
      costPerYear: kwhPerYear * rate,
      costPerHour: (power / WATT_HOURS_PER_KWH) * rate,
    };
  },
  outputs: {
    costPerYear: out.money({ label: 'Cost per year', primary: true }),
    costPerMonth: out.money({ label: 'Cost per month (average)' }),
    costPerDay: out.money({ label: 'Cost per day of use', perUnit: true }),
    costPerHour: out.money({ label: 'Cost per hour of use', perUnit: true }),
    kwhPerYear: out.number({ label: 'Energy per year', suffix: 'kWh', digits: 4 }),
    kwhPerDay: out.number({ label: 'Energy per day of use', suffix: 'kWh', digits: 4 }),
  },
});
