import { solveForCalculator } from '../shared/physics/solve-for.ts';

const MASS = { unitFamily: 'mass', unit: 'g', imperialUnit: 'oz', units: ['mg', 'g', 'kg', 'oz', 'lb'] } as const;

/* Percent yield = actual ÷ theoretical × 100, written yield·actual⁻¹·theoretical = 100. */
export default solveForCalculator({
  quantities: {
    percent: {
      symbol: 'Y',
      name: 'Percent yield',
      exponent: 1,
      formula: 'Y = actual ÷ theoretical × 100%',
      default: 77.29,
      max: 1000,
      suffix: '%',
    },
    actual: {
      symbol: 'actual',
      name: 'Actual yield',
      exponent: -1,
      formula: 'actual = Y × theoretical ÷ 100%',
      default: 0.392,
      ...MASS,
    },
    theoretical: {
      symbol: 'theoretical',
      name: 'Theoretical yield',
      exponent: 1,
      formula: 'theoretical = actual ÷ Y × 100%',
      default: 0.5072,
      ...MASS,
    },
  },
  constant: 100,
  solveFor: 'percent',
});
