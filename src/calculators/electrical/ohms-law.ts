import { defineCalculator, select } from '../../engine/index.ts';
import { solveOhmsLaw } from '../shared/electrical/circuits.ts';
import {
  currentField,
  currentOutput,
  powerField,
  powerOutput,
  resistanceField,
  resistanceOutput,
  voltageField,
  voltageOutput,
} from '../shared/presets/electrical-fields.ts';

export default defineCalculator({
  inputs: {
    known: select({
      label: 'I know',
      options: [
        { value: 'vi', label: 'Voltage and current' },
        { value: 'vr', label: 'Voltage and resistance' },
        { value: 'vp', label: 'Voltage and power' },
        { value: 'ir', label: 'Current and resistance' },
        { value: 'ip', label: 'Current and power' },
        { value: 'rp', label: 'Resistance and power' },
      ],
      default: 'vr',
      help: 'Only the two quantities you pick are used; the other two are worked out.',
    }),
    voltage: voltageField({ label: 'Voltage (V)', default: 12 }),
    current: currentField({ label: 'Current (I)', default: 2 }),
    resistance: resistanceField({ label: 'Resistance (R)', default: 6 }),
    power: powerField({ label: 'Power (P)', default: 24 }),
  },
  compute: ({ known, voltage, current, resistance, power }) =>
    solveOhmsLaw(known, { voltage, current, resistance, power }),
  outputs: {
    current: { ...currentOutput('Current'), primary: true },
    voltage: voltageOutput('Voltage'),
    resistance: resistanceOutput('Resistance'),
    power: powerOutput('Power'),
  },
});
