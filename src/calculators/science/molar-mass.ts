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
});
