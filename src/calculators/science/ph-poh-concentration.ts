import { defineCalculator, number, out } from '../../engine/index.ts';

/*
 * TODO: pH Calculator (Science Calculators, section "Chemistry Solutions & Stoichiometry").
 * Calculates pH, pOH, hydrogen ion and hydroxide ion concentration from any one of them at 25 °C.
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
