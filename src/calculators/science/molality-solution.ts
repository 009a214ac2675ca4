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
  examples: [
    {
      inputs: { formula: 'C10H8', solute: 36.5, solvent: 425 },
      expect: { molality: 0.67 },
      tolerance: 0.0005,
      source:
        'OpenStax Chemistry 2e, section 11.4, Example 11.5 "Calculating Molal Concentrations": 36.5 g of naphthalene (C10H8) in 425 g of chloroform is 0.670 m',
    },
    {
      inputs: { formula: 'NaCl', solute: 58.44, solvent: { value: 1, unit: 'kg' } },
      expect: { molality: 1, moles: 1 },
      tolerance: 0.0001,
      source:
        'IUPAC Gold Book, "molality": amount of solute divided by the mass of solvent, so one mole of NaCl (58.44 g, IUPAC atomic weights Na 22.990 and Cl 35.45) in 1 kg of water is 1 mol/kg',
    },
  ],
});
