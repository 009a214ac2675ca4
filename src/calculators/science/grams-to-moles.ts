import { checkAll, defineCalculator, number, out, radio } from '../../engine/index.ts';
import { countsOf, formulaProblem } from '../shared/chemistry/formula.ts';
import { molarMass } from '../shared/chemistry/molar-mass.ts';
import { AVOGADRO } from '../shared/physics/constants.ts';
import { formulaField } from '../shared/presets/chemical-formula.ts';

const MASS = { unitFamily: 'mass', unit: 'g', imperialUnit: 'oz', units: ['ug', 'mg', 'g', 'kg', 'oz', 'lb'] } as const;

export default defineCalculator({
  inputs: {
    direction: radio({
      label: 'Convert',
      options: [
        { value: 'toMoles', label: 'Grams to moles' },
        { value: 'toGrams', label: 'Moles to grams' },
      ],
      default: 'toMoles',
    }),
    formula: formulaField('Chemical formula', 'H2O'),
    mass: number({
      label: 'Mass',
      help: 'Used for grams to moles.',
      ...MASS,
      default: 18.015,
      min: 0,
      minInclusive: false,
      max: 1e9,
    }),
    moles: number({
      label: 'Amount',
      help: 'Used for moles to grams.',
      suffix: 'mol',
      default: 1,
      min: 0,
      minInclusive: false,
      max: 1e12,
    }),
  },
  outputs: {
    moles: out.number({ label: 'Amount of substance', primary: true, suffix: 'mol', digits: 5 }),
    mass: out.number({ label: 'Mass', primary: true, ...MASS, digits: 5 }),
    particles: out.number({ label: 'Number of formula units (molecules or ions)', digits: 5 }),
    molarMass: out.number({ label: 'Molar mass', suffix: 'g/mol', digits: 6 }),
  },
  validate: ({ formula }) => checkAll(formulaProblem('formula', formula)),
  compute: ({ direction, formula, mass, moles }) => {
    const gramsPerMole = molarMass(countsOf(formula));
    // Masses arrive in kilograms.
    const amount = direction === 'toMoles' ? (mass * 1000) / gramsPerMole : moles;
    return {
      moles: amount,
      mass: (amount * gramsPerMole) / 1000,
      particles: amount * AVOGADRO,
      molarMass: gramsPerMole,
    };
  },
});
