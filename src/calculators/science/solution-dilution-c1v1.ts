import { solveForCalculator } from '../shared/physics/solve-for.ts';

const VOLUME = { unitFamily: 'volume', unit: 'l', imperialUnit: 'floz', units: ['ml', 'l', 'floz', 'gal'] } as const;
const CONCENTRATION = { suffix: 'mol/L (M)', max: 1000 } as const;

/* Dilution keeps the amount of solute: C₁V₁ = C₂V₂, written C₁·V₁·C₂⁻¹·V₂⁻¹ = 1. */
export default solveForCalculator({
  quantities: {
    C1: {
      symbol: 'C₁',
      name: 'Starting concentration',
      exponent: 1,
      formula: 'C₁ = C₂ V₂ ÷ V₁',
      default: 5,
      ...CONCENTRATION,
    },
    V1: {
      symbol: 'V₁',
      name: 'Volume of the starting solution',
      exponent: 1,
      formula: 'V₁ = C₂ V₂ ÷ C₁',
      default: 0.85,
      ...VOLUME,
    },
    C2: {
      symbol: 'C₂',
      name: 'Diluted concentration',
      exponent: -1,
      formula: 'C₂ = C₁ V₁ ÷ V₂',
      default: 2.361,
      ...CONCENTRATION,
    },
    V2: {
      symbol: 'V₂',
      name: 'Final volume after diluting',
      exponent: -1,
      formula: 'V₂ = C₁ V₁ ÷ C₂',
      default: 1.8,
      ...VOLUME,
    },
  },
  constant: 1,
  solveFor: 'C2',
  examples: [
    {
      inputs: { solveFor: 'C2', C1: 5, V1: 0.85, V2: 1.8 },
      expect: { C2: 2.36 },
      tolerance: 0.005,
      source:
        'OpenStax Chemistry 2e, section 3.3, Example 3.18 "Determining the Concentration of a Diluted Solution": 0.850 L of 5.00 M copper nitrate diluted to 1.80 L is 2.36 M',
    },
    {
      inputs: { solveFor: 'V2', C1: 0.45, V1: { value: 11, unit: 'ml' }, C2: 0.12 },
      expect: { V2: { value: 0.041, unit: 'l' } },
      tolerance: 0.0005e-3,
      source:
        'OpenStax Chemistry 2e, section 3.3, Example 3.19 "Volume of a Diluted Solution": 11 mL of 0.45 M HBr makes 0.041 L of 0.12 M HBr',
    },
    {
      inputs: { solveFor: 'V1', C1: 1.59, C2: 0.1, V2: 5 },
      expect: { V1: { value: 0.314, unit: 'l' } },
      tolerance: 0.0005e-3,
      source:
        'OpenStax Chemistry 2e, section 3.3, Example 3.20 "Volume of a Concentrated Solution Needed for Dilution": 5.00 L of 0.100 M KOH takes 0.314 L of 1.59 M KOH',
    },
  ],
});
