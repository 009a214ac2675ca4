import { defineCalculator, out } from '../../engine/index.ts';
import { currentFromPower, phaseFactor } from '../shared/electrical/circuits.ts';
import { currentOutput, powerField, supplyFields, voltageField } from '../shared/presets/electrical-fields.ts';

export default defineCalculator({
  inputs: {
    ...supplyFields(),
    power: powerField({ label: 'Real power', default: 1500 }),
    voltage: voltageField({ label: 'Voltage', default: 120, help: 'For three-phase, the line-to-line voltage.' }),
  },
  compute: ({ system, powerFactor, power, voltage }) => {
    const current = currentFromPower(system, power, voltage, powerFactor);
    return { current, apparentPower: phaseFactor(system) * voltage * current };
  },
  outputs: {
    current: { ...currentOutput('Current'), primary: true },
    apparentPower: out.number({ label: 'Apparent power', suffix: 'VA', digits: 5 }),
  },
  examples: [
    {
      inputs: { system: 'dc', power: 330, voltage: 110 },
      expect: { current: 3 },
      source: 'RapidTables, "How to convert watts to amps", DC example: I = 330 W / 110 V = 3 A',
    },
    {
      inputs: { system: 'single', power: 330, voltage: 110, powerFactor: 0.8 },
      expect: { current: 3.75, apparentPower: 412.5 },
      source:
        'RapidTables, "How to convert watts to amps", AC single-phase example: I = 330 W / (0.8 × 110 V) = 3.75 A',
    },
    {
      inputs: { system: 'three', power: 330, voltage: 110, powerFactor: 0.8 },
      expect: { current: 2.165 },
      tolerance: 0.0005,
      source:
        'RapidTables, "How to convert watts to amps", AC three-phase example: I = 330 W / (√3 × 0.8 × 110 V) = 2.165 A',
    },
  ],
});
