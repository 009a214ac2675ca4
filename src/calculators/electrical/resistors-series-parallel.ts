import { defineCalculator, numberList, out, type FieldError } from '../../engine/index.ts';
import { parallelResistance, seriesResistance } from '../shared/electrical/circuits.ts';
import { resistanceOutput } from '../shared/presets/electrical-fields.ts';

/** A teraohm: past this a resistor is an insulator, and sums stay finite. */
const LARGEST_OHMS = 1e12;

export default defineCalculator({
  inputs: {
    resistances: numberList({
      label: 'Resistances (Ω)',
      help: 'In ohms, separated by commas or spaces: 4700 for 4.7 kΩ.',
      default: [100, 220, 470],
      minCount: 2,
      maxCount: 50,
    }),
  },
  validate: ({ resistances }): FieldError[] =>
    resistances.some((r) => r < 0 || r > LARGEST_OHMS)
      ? [{ field: 'resistances', message: 'Each resistance must be from 0 to 1,000,000,000,000 Ω.' }]
      : [],
  compute: ({ resistances }) => {
    const series = seriesResistance(resistances);
    const parallel = parallelResistance(resistances);
    return {
      series,
      parallel,
      smallest: Math.min(...resistances),
      count: resistances.length,
    };
  },
  outputs: {
    series: { ...resistanceOutput('In series'), primary: true },
    parallel: { ...resistanceOutput('In parallel'), primary: true },
    smallest: {
      ...resistanceOutput('Smallest resistor'),
      help: 'A parallel group is always below its smallest resistor.',
    },
    count: out.integer({ label: 'Resistors', suffix: 'resistors' }),
  },
  examples: [
    {
      inputs: { resistances: [3000, 10_000, 5000] },
      expect: { series: 18_000 },
      source:
        'All About Circuits, Vol. I DC, ch. 5 "Simple Series Circuits": R1 = 3 kΩ, R2 = 10 kΩ, R3 = 5 kΩ in series total 18 kΩ',
    },
    {
      inputs: { resistances: [10_000, 2000, 1000] },
      expect: { parallel: 625 },
      tolerance: 1e-9,
      source:
        'All About Circuits, Vol. I DC, ch. 5 "Simple Parallel Circuits": R1 = 10 kΩ, R2 = 2 kΩ, R3 = 1 kΩ in parallel total 625 Ω',
    },
    {
      inputs: { resistances: [100, 0] },
      expect: { parallel: 0, series: 100 },
      source: 'Kirchhoff’s laws (edge case): a 0 Ω branch shorts a parallel group, so the group reads 0 Ω',
    },
  ],
});
