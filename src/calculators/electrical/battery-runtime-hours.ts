import { defineCalculator, number, out, percent, radio } from '../../engine/index.ts';
import { MOTION_UNITS } from '../../engine/units/families/motion.ts';
import { depthOf, peukertHours } from '../shared/energy/battery.ts';
import { batteryVoltsField, chemistryFields } from '../shared/presets/battery-fields.ts';
import { currentOutput, powerField } from '../shared/presets/electrical-fields.ts';

const SECONDS_PER_HOUR = MOTION_UNITS.time.units.h.factor;

export default defineCalculator({
  inputs: {
    capacity: number({ label: 'Battery capacity', default: 100, min: 0, minInclusive: false, max: 1_000_000 }),
    capacityIn: radio({
      label: 'Capacity is in',
      options: [
        { value: 'ah', label: 'Amp-hours (Ah)' },
        { value: 'wh', label: 'Watt-hours (Wh)' },
      ],
      default: 'ah',
    }),
    volts: batteryVoltsField('Battery voltage', 12),
    load: powerField({ label: 'Load', default: 100, max: 1e6, help: 'The watts of everything it powers.' }),
    ...chemistryFields(),
    efficiency: percent({
      label: 'Inverter efficiency',
      default: 90,
      min: 10,
      max: 100,
      help: '85–95% through an inverter; 100% for a DC load on the battery.',
    }),
    peukert: number({
      label: 'Peukert exponent',
      default: 1,
      min: 1,
      max: 2,
      step: 0.01,
      help: '1 to ignore it or for lithium; 1.05–1.15 AGM, 1.2–1.6 flooded lead-acid.',
    }),
    ratedHours: number({
      label: 'Capacity rated over',
      default: 20,
      min: 0.1,
      max: 500,
      suffix: 'hours',
      help: 'Usually the 20-hour rate.',
    }),
  },
  compute: ({ capacity, capacityIn, volts, load, chemistry, ownDepth, efficiency, peukert, ratedHours }) => {
    const ratedAh = capacityIn === 'wh' ? capacity / volts : capacity;
    const amps = load / (efficiency / 100) / volts;
    const depth = depthOf(chemistry, ownDepth) / 100;
    const hours = peukertHours(ratedAh, ratedHours, amps, peukert) * depth;
    return {
      runtime: hours * SECONDS_PER_HOUR,
      hours,
      amps,
      usableWh: ratedAh * volts * depth,
    };
  },
  outputs: {
    runtime: out.duration({ label: 'Run time', smallest: 'minute', primary: true }),
    hours: out.number({ label: 'Run time in hours', suffix: 'h', digits: 4 }),
    amps: currentOutput('Current drawn from the battery'),
    usableWh: out.number({ label: 'Usable energy (rated)', suffix: 'Wh', digits: 5 }),
  },
});
