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
  examples: [
    {
      inputs: { solveFor: 'V', P: 101.325, n: 1, T: 273.15 },
      expect: { V: { value: 22.41396954, unit: 'l' } },
      tolerance: 1e-11,
      source:
        'CODATA 2018 (NIST), molar volume of an ideal gas at 273.15 K and 101.325 kPa: 22.413 969 54 × 10⁻³ m³/mol',
    },
    {
      inputs: { solveFor: 'V', P: 100, n: 1, T: { value: 0, unit: 'c' } },
      expect: { V: { value: 22.71095464, unit: 'l' } },
      tolerance: 1e-11,
      source: 'CODATA 2018 (NIST), molar volume of an ideal gas at 273.15 K and 100 kPa: 22.710 954 64 × 10⁻³ m³/mol',
    },
    {
      inputs: {
        solveFor: 'n',
        P: { value: 700, unit: 'kpa' },
        V: { value: 2, unit: 'l' },
        T: { value: 18, unit: 'c' },
      },
      expect: { n: 0.579 },
      // The book rounds R to 8.31 J/(mol·K) and 18.0 °C to 291 K.
      tolerance: 0.001,
      source:
        'OpenStax College Physics, section 13.3, worked example "Calculating Number of Moles: Gas in a Bike Tire": 2.00 × 10⁻³ m³ at 7.00 × 10⁵ Pa and 18.0 °C holds 0.579 mol',
    },
    {
      inputs: { solveFor: 'T', P: 101.325, V: 22.41396954, n: 1 },
      expect: { T: { value: 273.15, unit: 'k' } },
      tolerance: 1e-6,
      source:
        'CODATA 2018 (NIST) molar volume read backwards: 1 mol in 22.413 969 54 L at 101.325 kPa is at 273.15 K (0 °C)',
    },
  ],
});
