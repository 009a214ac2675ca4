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
});
