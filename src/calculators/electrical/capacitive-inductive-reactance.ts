import { defineCalculator, number, out } from '../../engine/index.ts';
import { capacitiveReactance, inductiveReactance, resonantFrequency } from '../shared/electrical/circuits.ts';
import { resistanceOutput } from '../shared/presets/electrical-fields.ts';

const positive = { min: 0, minInclusive: false } as const;

export default defineCalculator({
  inputs: {
    frequency: number({
      label: 'Frequency',
      unitFamily: 'frequency',
      unit: 'hz',
      units: ['hz', 'khz', 'mhz', 'ghz'],
      default: 60,
      ...positive,
      max: 1e12,
    }),
    capacitance: number({
      label: 'Capacitance',
      unitFamily: 'capacitance',
      unit: 'uf',
      default: 100,
      ...positive,
      max: 1e6,
    }),
    inductance: number({
      label: 'Inductance',
      unitFamily: 'inductance',
      unit: 'mh',
      default: 10,
      ...positive,
      max: 1e6,
    }),
  },
  compute: ({ frequency, capacitance, inductance }) => ({
    capacitive: capacitiveReactance(frequency, capacitance),
    inductive: inductiveReactance(frequency, inductance),
    resonance: resonantFrequency(inductance, capacitance),
  }),
  outputs: {
    capacitive: { ...resistanceOutput('Capacitive reactance (Xc)'), primary: true },
    inductive: { ...resistanceOutput('Inductive reactance (XL)'), primary: true },
    resonance: out.number({
      label: 'Resonant frequency of this L and C',
      unitFamily: 'frequency',
      unit: 'hz',
      units: ['hz', 'khz', 'mhz', 'ghz'],
      digits: 5,
      help: 'Where XL = Xc.',
    }),
  },
});
