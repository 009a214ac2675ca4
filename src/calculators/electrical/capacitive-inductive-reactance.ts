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
  examples: [
    {
      inputs: { frequency: 60, capacitance: 100, inductance: 10 },
      expect: { capacitive: 26.5258, inductive: 3.7699 },
      tolerance: 0.00005,
      source:
        'All About Circuits, Vol. II AC, ch. 3 "AC Inductor Circuits" (10 mH at 60 Hz: 3.7699 Ω) and ch. 4 "AC Capacitor Circuits" (100 µF at 60 Hz: 26.5258 Ω)',
    },
    {
      inputs: { frequency: 120, capacitance: 100, inductance: 10 },
      expect: { capacitive: 13.2629, inductive: 7.5398 },
      tolerance: 0.00005,
      source:
        'All About Circuits, Vol. II AC, chs. 3 and 4 reactance tables: at 120 Hz, 10 mH is 7.5398 Ω and 100 µF is 13.2629 Ω',
    },
    {
      inputs: { inductance: 100, capacitance: 10 },
      expect: { resonance: 159.155 },
      tolerance: 0.0005,
      source:
        'All About Circuits, Vol. II AC, ch. 6 "Simple Parallel (Tank Circuit) Resonance": 100 mH and 10 µF resonate at 159.155 Hz',
    },
  ],
});
