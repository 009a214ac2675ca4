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
  examples: [
    {
      inputs: { known: 'vr', voltage: 12, resistance: 3 },
      expect: { current: 4, power: 48 },
      source:
        'All About Circuits, Vol. I DC, ch. 2 "How Voltage, Current, and Resistance Relate": 12 V across a 3 Ω lamp gives I = E/R = 4 A',
    },
    {
      inputs: { known: 'vi', voltage: 36, current: 4 },
      expect: { resistance: 9, power: 144 },
      source:
        'All About Circuits, Vol. I DC, ch. 2 "How Voltage, Current, and Resistance Relate": 36 V driving 4 A means R = E/I = 9 Ω',
    },
    {
      inputs: { known: 'ir', current: 2, resistance: 7 },
      expect: { voltage: 14, power: 28 },
      source:
        'All About Circuits, Vol. I DC, ch. 2 "How Voltage, Current, and Resistance Relate": 2 A through 7 Ω needs E = I·R = 14 V',
    },
    {
      inputs: { known: 'vr', voltage: 18, resistance: 3 },
      expect: { current: 6, power: 108 },
      source:
        'All About Circuits, Vol. I DC, ch. 2 "Calculating Electric Power": 18 V across a 3 Ω lamp draws 6 A, P = 108 W',
    },
    {
      inputs: { known: 'rp', resistance: 3, power: 432 },
      expect: { voltage: 36, current: 12 },
      tolerance: 1e-9,
      source:
        'All About Circuits, Vol. I DC, ch. 2 "Calculating Electric Power": 36 V across the same 3 Ω lamp draws 12 A and dissipates 432 W',
    },
  ],
});
