import { defineCalculator, out, radio } from '../../engine/index.ts';
import { currentFromPower, powerFromCurrent } from '../shared/electrical/circuits.ts';
import { apparentPower } from '../shared/electrical/wiring.ts';
import {
  currentField,
  currentOutput,
  powerFactorField,
  powerField,
  powerOutput,
  voltageField,
} from '../shared/presets/electrical-fields.ts';

export default defineCalculator({
  inputs: {
    find: radio({
      label: 'I want',
      options: [
        { value: 'power', label: 'Power from the current' },
        { value: 'current', label: 'Current from the power' },
      ],
      default: 'power',
    }),
    voltage: voltageField({
      label: 'Line-to-line voltage',
      default: 480,
      help: 'Between two phases: 208, 400, 415 or 480 V.',
    }),
    current: currentField({ label: 'Line current', default: 100, max: 100_000 }),
    power: powerField({ label: 'Real power', unit: 'kw', default: 75 }),
    powerFactor: powerFactorField(0.85),
  },
  compute: ({ find, voltage, current, power, powerFactor }) => {
    const amps = find === 'power' ? current : currentFromPower('three', power, voltage, powerFactor);
    const watts = find === 'power' ? powerFromCurrent('three', amps, voltage, powerFactor) : power;
    const voltAmperes = apparentPower('three', voltage, amps);
    return {
      power: watts,
      current: amps,
      apparent: voltAmperes / 1000,
      reactive: Math.sqrt(Math.max(0, voltAmperes ** 2 - watts ** 2)) / 1000,
    };
  },
  outputs: {
    power: { ...powerOutput('Real power', 'kw'), primary: true },
    current: { ...currentOutput('Line current'), primary: true },
    apparent: out.number({ label: 'Apparent power', suffix: 'kVA', digits: 5 }),
    reactive: out.number({ label: 'Reactive power', suffix: 'kVAR', digits: 4 }),
  },
});
