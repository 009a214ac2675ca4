import { checkAll, defineCalculator, number, out } from '../../engine/index.ts';
import { countsOf, formulaProblem } from '../shared/chemistry/formula.ts';
import { molarMass } from '../shared/chemistry/molar-mass.ts';
import { formulaField } from '../shared/presets/chemical-formula.ts';

const MASS = { unitFamily: 'mass', unit: 'g', imperialUnit: 'oz', units: ['mg', 'g', 'kg', 'oz', 'lb'] } as const;
const positive = { min: 0, minInclusive: false, max: 1e9 } as const;

export default defineCalculator({
  inputs: {
    formula: formulaField('Solute formula', 'C10H8'),
    solute: number({ label: 'Mass of solute', ...MASS, ...positive, default: 36.5 }),
    solvent: number({
      label: 'Mass of solvent',
      help: 'The solvent alone (for example the water), not the whole solution.',
      ...MASS,
      ...positive,
      default: 425,
    }),
  },
  outputs: {
    molality: out.number({
      label: 'Molality b = moles of solute ÷ kg of solvent',
      primary: true,
      suffix: 'mol/kg (m)',
    }),
    moles: out.number({ label: 'Amount of solute', suffix: 'mol' }),
    molarMass: out.number({ label: 'Molar mass of the solute', suffix: 'g/mol', digits: 6 }),
    massPercent: out.percent({ label: 'Solute share of the solution by mass', decimals: 2 }),
  },
  validate: ({ formula }) => checkAll(formulaProblem('formula', formula)),
  compute: ({ formula, solute, solvent }) => {
    const perMole = molarMass(countsOf(formula)) / 1000;
    const moles = solute / perMole;
    return {
      molality: moles / solvent,
      moles,
      molarMass: perMole * 1000,
      massPercent: (solute / (solute + solvent)) * 100,
    };
  },
});
