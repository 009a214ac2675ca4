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
});
