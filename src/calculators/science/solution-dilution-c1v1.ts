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
});
