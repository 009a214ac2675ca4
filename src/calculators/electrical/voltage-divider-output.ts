import { defineCalculator, toggle } from '../../engine/index.ts';
import { dividerOutput, parallelResistance } from '../shared/electrical/circuits.ts';
import * as electrical from '../shared/presets/electrical-fields.ts';

export default defineCalculator({
  inputs: {
    input: electrical.voltageField({ label: 'Input voltage (Vin)', default: 12 }),
    top: electrical.resistanceField({
      label: 'Top resistor (R1)',
      unit: 'kohm',
      default: 10,
      help: 'Between the input and the output.',
    }),
    bottom: electrical.resistanceField({
      label: 'Bottom resistor (R2)',
      unit: 'kohm',
      default: 4.7,
      help: 'Between the output and ground.',
    }),
    loaded: toggle({ label: 'A load is connected to the output', default: true }),
    load: electrical.resistanceField({
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
    output: { ...electrical.voltageOutput('Output voltage (Vout)'), primary: true },
    unloaded: electrical.voltageOutput('Output with no load'),
    sourceCurrent: electrical.currentOutput('Current from the input'),
    loadCurrent: electrical.currentOutput('Current into the load'),
    theveninResistance: {
      ...electrical.resistanceOutput('Output resistance (R1 ∥ R2)'),
      help: 'The divider behaves like Vout (no load) behind this resistance; keep the load well above it.',
    },
  },
});
