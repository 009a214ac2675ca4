import { defineCalculator, number, out } from '../../engine/index.ts';
import { bankAmpHours, bankLayout, depthOf, joulesOfWattHours, wattHoursOf } from '../shared/energy/battery.ts';
import { ampHoursField, batteryVoltsField, chemistryFields } from '../shared/presets/battery-fields.ts';

export default defineCalculator({
  inputs: {
    dailyEnergy: number({
      label: 'Energy used per day',
      unitFamily: 'energy',
      unit: 'wh',
      units: ['wh', 'kwh'],
      default: 3000,
      min: 0,
      minInclusive: false,
      max: 1e7,
      help: 'Add watts × hours of use for each appliance.',
    }),
    days: number({
      label: 'Days of autonomy',
      default: 2,
      min: 0.1,
      max: 14,
      suffix: 'days',
      help: 'Days the bank must last without sun; 2–3 off-grid, 1 for backup.',
    }),
    systemVolts: batteryVoltsField('Bank voltage', 24),
    ...chemistryFields(),
    coldFactor: number({
      label: 'Cold-weather multiplier',
      default: 1,
      min: 1,
      max: 2,
      step: 0.01,
      help: 'For lead-acid below 27 °C (80 °F): 1.11 at 16 °C, 1.30 at 4 °C, 1.59 at −7 °C.',
    }),
    batteryAh: ampHoursField('Capacity of one battery', 200),
    batteryVolts: batteryVoltsField('Voltage of one battery', 12),
  },
  validate: ({ systemVolts, batteryVolts }) =>
    batteryVolts > systemVolts
      ? [{ field: 'batteryVolts', message: 'One battery cannot be above the bank voltage.' }]
      : [],
  compute: ({ dailyEnergy, days, systemVolts, chemistry, ownDepth, coldFactor, batteryAh, batteryVolts }) => {
    const watthours = wattHoursOf(dailyEnergy) * days * coldFactor;
    const bankAh = bankAmpHours(watthours, systemVolts, depthOf(chemistry, ownDepth));
    const layout = bankLayout(bankAh, systemVolts, batteryAh, batteryVolts);
    return {
      bankAh,
      bankEnergy: joulesOfWattHours(bankAh * systemVolts),
      series: layout.series,
      parallel: layout.parallel,
      batteries: layout.total,
    };
  },
  outputs: {
    bankAh: out.number({ label: 'Bank capacity', suffix: 'Ah', digits: 4, primary: true }),
    batteries: out.integer({ label: 'Batteries', suffix: 'batteries', primary: true }),
    bankEnergy: out.number({
      label: 'Bank energy (rated)',
      unitFamily: 'energy',
      unit: 'kwh',
      units: ['kwh', 'wh'],
      digits: 4,
    }),
    series: out.integer({ label: 'In series per string', suffix: 'batteries' }),
    parallel: out.integer({ label: 'Strings in parallel', suffix: 'strings' }),
  },
});
