import { checkAll, defineCalculator, out } from '../../engine/index.ts';
import { countsOf, formulaProblem } from '../shared/chemistry/formula.ts';
import { elementRows, molarMass, usesEstimates } from '../shared/chemistry/molar-mass.ts';
import { elementTable, formulaField } from '../shared/presets/chemical-formula.ts';

export default defineCalculator({
  inputs: {
    formula: formulaField('Chemical formula', 'CuSO4·5H2O'),
  },
  outputs: {
    molarMass: out.number({ label: 'Molar mass', primary: true, suffix: 'g/mol', digits: 6 }),
    atoms: out.integer({ label: 'Atoms in one formula unit' }),
    note: out.text({ label: 'Atomic weights' }),
    elements: elementTable,
  },
  validate: ({ formula }) => checkAll(formulaProblem('formula', formula)),
  compute: ({ formula }) => {
    const counts = countsOf(formula);
    return {
      molarMass: molarMass(counts),
      atoms: [...counts.values()].reduce((sum, count) => sum + count, 0),
      note: usesEstimates(counts)
        ? 'Includes an element with no stable isotope: the mass number of its longest-lived isotope stands in.'
        : 'IUPAC (CIAAW) standard atomic weights, 2021 abridged values.',
      elements: elementRows(counts),
    };
  },
  examples: [
    {
      inputs: { formula: 'C9H8O4' },
      expect: { molarMass: 180.159 },
      tolerance: 0.001,
      source:
        'OpenStax Chemistry 2e, section 3.1, Example 3.3 "Computing Molecular Mass for a Covalent Compound" and its follow-up: aspirin, C9H8O4, has a molecular mass of 180.159 amu',
    },
    {
      inputs: { formula: 'CuSO4·5H2O' },
      expect: { molarMass: 249.69, atoms: 21 },
      // PubChem still uses the older weights S 32.065 and H 1.00794; IUPAC 2021 gives 249.68.
      tolerance: 0.02,
      source:
        'PubChem, copper(II) sulfate pentahydrate: molecular weight 249.69 g/mol; CuSO4·5H2O has 1 + 1 + 4 + 5 × 3 = 21 atoms',
    },
    {
      inputs: { formula: 'C6H12O6' },
      expect: { molarMass: 180.156 },
      tolerance: 0.001,
      source:
        'OpenStax Chemistry 2e, section 3.1, Example 3.6 "Deriving Grams from Moles for a Compound": glucose, C6H12O6, has a molar mass of 180.156 g/mol',
    },
  ],
});
