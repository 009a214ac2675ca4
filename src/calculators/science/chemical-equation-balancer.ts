import { defineCalculator, out, text } from '../../engine/index.ts';
import { balance, equationText, readEquation } from '../shared/chemistry/equation.ts';
import { molarMass } from '../shared/chemistry/molar-mass.ts';

const problemOf = (equation: string): string | undefined => {
  const read = readEquation(equation);
  if (!read.ok) return read.message;
  const balanced = balance(read.species);
  return balanced.ok ? undefined : balanced.message;
};

export default defineCalculator({
  inputs: {
    equation: text({
      label: 'Chemical equation',
      help: 'Reactants, an arrow (-> or =), products, with “ + ” between substances; ions as Fe3+ or SO4^2-.',
      default: 'C3H8 + O2 -> CO2 + H2O',
      maxLength: 300,
    }),
  },
  validate: ({ equation }) => {
    const problem = problemOf(equation);
    return problem === undefined ? [] : [{ field: 'equation', message: problem }];
  },
  outputs: {
    balanced: out.text({ label: 'Balanced equation', primary: true }),
    substances: out.table({
      label: 'Substances',
      columns: [
        { key: 'substance', label: 'Substance', kind: 'text' },
        { key: 'side', label: 'Side', kind: 'text' },
        { key: 'coefficient', label: 'Coefficient', kind: 'integer' },
        { key: 'molarMass', label: 'Molar mass (g/mol)', kind: 'number' },
        { key: 'mass', label: 'Grams in the equation', kind: 'number' },
      ],
    }),
  },
  compute: ({ equation }) => {
    const read = readEquation(equation);
    const species = read.ok ? read.species : [];
    const balanced = balance(species);
    const coefficients = balanced.ok ? balanced.coefficients : species.map(() => 1);
    return {
      balanced: equationText(species, coefficients),
      substances: species.map((one, index) => ({
        substance: one.formula,
        side: one.side === 'reactant' ? 'Reactant' : 'Product',
        coefficient: coefficients[index] ?? 1,
        molarMass: molarMass(one.counts),
        mass: (coefficients[index] ?? 1) * molarMass(one.counts),
      })),
    };
  },
});
