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
  examples: [
    {
      inputs: { solveFor: 'percent', actual: 0.392, theoretical: 0.5072 },
      expect: { percent: 77.3 },
      tolerance: 0.05,
      source:
        'OpenStax Chemistry 2e, section 4.4, Example 4.14 "Calculation of Percent Yield": 0.392 g of copper obtained against a theoretical 0.5072 g is a 77.3% yield',
    },
    {
      inputs: { solveFor: 'actual', percent: 77.3, theoretical: 0.5072 },
      expect: { actual: { value: 0.392, unit: 'g' } },
      tolerance: 0.0005e-3,
      source: 'OpenStax Chemistry 2e, Example 4.14 read backwards: 77.3% of 0.5072 g is 0.392 g',
    },
    {
      inputs: { solveFor: 'theoretical', percent: 77.3, actual: 0.392 },
      expect: { theoretical: { value: 0.5072, unit: 'g' } },
      tolerance: 0.0005e-3,
      source: 'OpenStax Chemistry 2e, Example 4.14 read backwards: 0.392 g at a 77.3% yield means 0.507 g was possible',
    },
  ],
});
