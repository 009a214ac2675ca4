import { defineCalculator, toggle } from '../../engine/index.ts';
import { dividerOutput, parallelResistance } from '../shared/electrical/circuits.ts';
import {
  currentOutput,
  resistanceField,
  resistanceOutput,
  voltageField,
  voltageOutput,
} from '../shared/presets/electrical-fields.ts';

export default defineCalculator({
  inputs: {
    input: voltageField({ label: 'Input voltage (Vin)', default: 12 }),
    top: resistanceField({
      label: 'Top resistor (R1)',
      unit: 'kohm',
      default: 10,
      help: 'Between the input and the output.',
    }),
    bottom: resistanceField({
      label: 'Bottom resistor (R2)',
      unit: 'kohm',
      default: 4.7,
      help: 'Between the output and ground.',
    }),
    loaded: toggle({ label: 'A load is connected to the output', default: true }),
    load: resistanceField({
      label: 'Load resistance (RL)',
      unit: 'kohm',
      default: 100,
      help: 'Across R2, in parallel with it.',
    }),
  },
  compute: ({ input, top, bottom, loaded, load }) => {
    const effectiveLoad = loaded ? load : Infinity;
    const output = dividerOutput(input, top, bottom, effectiveLoad);
    return {
      output,
      unloaded: dividerOutput(input, top, bottom, Infinity),
      sourceCurrent: (input - output) / top,
      loadCurrent: loaded ? output / load : 0,
      theveninResistance: parallelResistance([top, bottom]),
    };
  },
  outputs: {
    output: { ...voltageOutput('Output voltage (Vout)'), primary: true },
    unloaded: voltageOutput('Output with no load'),
    sourceCurrent: currentOutput('Current from the input'),
    loadCurrent: currentOutput('Current into the load'),
    theveninResistance: {
      ...resistanceOutput('Output resistance (R1 ∥ R2)'),
      help: 'The divider behaves like Vout (no load) behind this resistance; keep the load well above it.',
    },
  },
  examples: [
    {
      inputs: { input: 10, top: 1, bottom: 2, load: 100 },
      expect: { unloaded: 6.667, output: 6.623 },
      tolerance: 0.0005,
      source:
        'Wikipedia, "Potentiometer", Theory of operation: VS = 10 V, R1 = 1 kΩ, R2 = 2 kΩ, RL = 100 kΩ gives about 6.667 V unloaded and 6.623 V with the load',
    },
    {
      inputs: { input: 30, top: 10, bottom: 10, load: 10 },
      expect: { unloaded: 15, output: 10, theveninResistance: 5000 },
      tolerance: 1e-9,
      source:
        'Horowitz & Hill, The Art of Electronics (3rd ed.), §1.2.5 Thévenin’s theorem: 30 V across 10 kΩ + 10 kΩ is 15 V behind 5 kΩ, so a 10 kΩ load sees 10 V',
    },
    {
      inputs: { input: 30, top: 10, bottom: 10, loaded: false },
      expect: { output: 15, loadCurrent: 0 },
      tolerance: 1e-9,
      source: 'Voltage divider rule Vout = Vin × R2 / (R1 + R2) with no load: equal resistors halve 30 V to 15 V',
    },
  ],
});
