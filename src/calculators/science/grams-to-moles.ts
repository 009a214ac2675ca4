import { defineCalculator, number, out } from '../../engine/index.ts';

/*
 * TODO: Grams to Moles Calculator (Science Calculators, section "Chemistry Composition & Units").
 * Converts between grams, moles and number of particles of a substance using its molar mass and Avogadro's number.
 * Replace the placeholder input, formula and output below, and give at least two examples whose
 * expected values come from an independent source named in `source`.
 */
export default defineCalculator({
  inputs: {
    value: number({ label: 'TODO: first input', default: 1, min: 0, max: 1_000_000 }),
  },
  compute: ({ value }) => ({ result: value }),
  outputs: {
    result: out.number({ label: 'TODO: result', primary: true }),
  },
  examples: [
    { inputs: { value: 1 }, expect: { result: 1 }, source: 'TODO: the independent source of this example' },
    { inputs: { value: 2 }, expect: { result: 2 }, source: 'TODO: the independent source of this example' },
  ],
});
