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
  examples: [
    {
      inputs: { equation: 'C2H6 + O2 -> CO2 + H2O' },
      expect: { balanced: '2 C2H6 + 7 O2 → 4 CO2 + 6 H2O' },
      source:
        'OpenStax Chemistry 2e, section 4.1, worked example "Balancing chemical equations": the combustion of ethane, 2C2H6 + 7O2 → 4CO2 + 6H2O',
    },
    {
      inputs: { equation: 'C3H8 + O2 -> CO2 + H2O' },
      expect: { balanced: 'C3H8 + 5 O2 → 3 CO2 + 4 H2O' },
      source: 'OpenStax Chemistry 2e, section 4.3 (stoichiometry): the combustion of propane, C3H8 + 5O2 → 3CO2 + 4H2O',
    },
    {
      inputs: { equation: 'Cu + Ag+ -> Cu2+ + Ag' },
      expect: { balanced: 'Cu + 2 Ag+ → Cu2+ + 2 Ag' },
      source:
        'OpenStax Chemistry 2e, section 4.2 (oxidation-reduction reactions): copper displacing silver ions, Cu(s) + 2Ag+(aq) → Cu2+(aq) + 2Ag(s)',
    },
  ],
});
