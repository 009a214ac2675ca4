import { solveForCalculator } from '../shared/physics/solve-for.ts';
import { CELSIUS_ZERO, GAS_CONSTANT } from '../shared/physics/constants.ts';

/* PV = nRT, written P·V·n⁻¹·T⁻¹ = R so any one of the four follows; T enters in kelvins. */
export default solveForCalculator({
  quantities: {
    P: {
      symbol: 'P',
      name: 'Pressure',
      exponent: 1,
      formula: 'P = n R T ÷ V',
      default: 101.325,
      unitFamily: 'pressure',
      unit: 'kpa',
      imperialUnit: 'psi',
      units: ['pa', 'kpa', 'mpa', 'bar', 'atm', 'mmhg', 'torr', 'psi'],
    },
    V: {
      symbol: 'V',
      name: 'Volume',
      exponent: 1,
      formula: 'V = n R T ÷ P',
      default: 22.414,
      unitFamily: 'volume',
      unit: 'l',
      imperialUnit: 'ft3',
      units: ['ml', 'l', 'm3', 'in3', 'ft3', 'gal'],
    },
    n: { symbol: 'n', name: 'Amount of gas', exponent: -1, formula: 'n = P V ÷ (R T)', default: 1, suffix: 'mol' },
    T: {
      symbol: 'T',
      name: 'Temperature',
      exponent: -1,
      formula: 'T = P V ÷ (n R)',
      default: CELSIUS_ZERO,
      help: 'Above absolute zero (0 K, −273.15 °C).',
      max: 1e9,
      offset: CELSIUS_ZERO,
      unitFamily: 'temperature',
      unit: 'k',
      imperialUnit: 'f',
      units: ['k', 'c', 'f'],
    },
  },
  constant: GAS_CONSTANT,
  solveFor: 'V',
});
