import { checkAll, defineCalculator, number, out, radio } from '../../engine/index.ts';
import { countsOf, formulaProblem } from '../shared/chemistry/formula.ts';
import { molarMass } from '../shared/chemistry/molar-mass.ts';
import { formulaField } from '../shared/presets/chemical-formula.ts';

const MASS = { unitFamily: 'mass', unit: 'g', imperialUnit: 'oz', units: ['mg', 'g', 'kg', 'oz', 'lb'] } as const;
const VOLUME = { unitFamily: 'volume', unit: 'l', imperialUnit: 'floz', units: ['ml', 'l', 'floz', 'gal'] } as const;
const positive = { min: 0, minInclusive: false, max: 1e9 } as const;
const FORMULAS = {
  molarity: 'M = (mass ÷ molar mass) ÷ V',
  mass: 'mass = M × V × molar mass',
  volume: 'V = (mass ÷ molar mass) ÷ M',
} as const;

export default defineCalculator({
  inputs: {
    solveFor: radio({
      label: 'Solve for',
      options: [
        { value: 'molarity', label: 'Molarity' },
        { value: 'mass', label: 'Mass of solute' },
        { value: 'volume', label: 'Volume of solution' },
      ],
      default: 'molarity',
    }),
    formula: formulaField('Solute formula', 'NaCl'),
    mass: number({
      label: 'Mass of solute',
      help: 'Not used when solving for it.',
      ...MASS,
      ...positive,
      default: 77.44,
    }),
    volume: number({
      label: 'Volume of solution (V)',
      help: 'The final volume, not the water added. Not used when solving for it.',
      ...VOLUME,
      ...positive,
      default: 0.25,
    }),
    molarity: number({
      label: 'Molarity (M)',
      help: 'Not used when solving for it.',
      ...positive,
      suffix: 'mol/L',
      default: 5.3,
    }),
  },
  outputs: {
    molarity: out.number({ label: 'Molarity M', primary: true, suffix: 'mol/L' }),
    mass: out.number({ label: 'Mass of solute', primary: true, ...MASS }),
    volume: out.number({ label: 'Volume of solution V', primary: true, ...VOLUME }),
    moles: out.number({ label: 'Amount of solute', suffix: 'mol' }),
    molarMass: out.number({ label: 'Molar mass of the solute', suffix: 'g/mol', digits: 6 }),
    formulaUsed: out.text({ label: 'Formula, solved for the unknown' }),
  },
  validate: ({ formula }) => checkAll(formulaProblem('formula', formula)),
  compute: ({ solveFor, formula, mass, volume, molarity }) => {
    const perMole = molarMass(countsOf(formula)) / 1000; // kg per mol, as masses arrive in kg
    const volumeLitres = volume * 1000;
    const solved = {
      molarity: solveFor === 'molarity' ? mass / perMole / volumeLitres : molarity,
      mass: solveFor === 'mass' ? molarity * volumeLitres * perMole : mass,
      volume: solveFor === 'volume' ? mass / perMole / molarity / 1000 : volume,
    };
    return {
      ...solved,
      moles: solved.mass / perMole,
      molarMass: perMole * 1000,
      formulaUsed: FORMULAS[solveFor],
    };
  },
});
