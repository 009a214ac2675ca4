import { solveForCalculator } from '../shared/physics/solve-for.ts';
import { COULOMB } from '../shared/physics/constants.ts';
import { FORCE, LENGTH } from '../shared/physics/quantities.ts';

const CHARGE = { unitFamily: 'charge', unit: 'uc', units: ['c', 'uc', 'nc', 'e'] } as const;

/* Coulomb's law F = k|q₁q₂|/r², written F·q₁⁻¹·q₂⁻¹·r² = k so any one of the four follows. */
export default solveForCalculator({
  quantities: {
    F: {
      symbol: 'F',
      name: 'Force between the charges',
      exponent: 1,
      formula: 'F = k |q₁ q₂| ÷ r²',
      default: 0.0899,
      ...FORCE,
    },
    q1: {
      symbol: 'q₁',
      name: 'First charge, size',
      exponent: -1,
      formula: '|q₁| = F r² ÷ (k |q₂|)',
      default: 1,
      ...CHARGE,
    },
    q2: {
      symbol: 'q₂',
      name: 'Second charge, size',
      exponent: -1,
      formula: '|q₂| = F r² ÷ (k |q₁|)',
      default: 1,
      ...CHARGE,
    },
    r: {
      symbol: 'r',
      name: 'Distance between them',
      exponent: 2,
      formula: 'r = √(k |q₁ q₂| ÷ F)',
      default: 1,
      ...LENGTH,
      units: ['nm', 'um', 'mm', 'cm', 'm', 'km', 'in', 'ft'],
    },
  },
  constant: COULOMB,
  solveFor: 'F',
  examples: [
    {
      inputs: {
        solveFor: 'F',
        q1: { value: 1, unit: 'e' },
        q2: { value: 1, unit: 'e' },
        r: { value: 0.053, unit: 'nm' },
      },
      expect: { F: 8.19e-8 },
      // The book rounds k to 8.99 × 10⁹ and e to 1.60 × 10⁻¹⁹ C; the exact constants give 8.21 × 10⁻⁸ N.
      tolerance: 0.03e-8,
      source:
        'OpenStax College Physics, section 18.3, Example 18.1 "How Strong is the Coulomb Force Relative to the Gravitational Force?": an electron and a proton 0.530 × 10⁻¹⁰ m apart attract with F = 8.19 × 10⁻⁸ N',
    },
    {
      inputs: { solveFor: 'F', q1: { value: 1, unit: 'c' }, q2: { value: 1, unit: 'c' }, r: 1 },
      expect: { F: 8.9875517923e9 },
      tolerance: 1,
      source:
        'CODATA 2018 (NIST): the vacuum electric permittivity ε₀ = 8.8541878128 × 10⁻¹² F/m gives k = 1/(4πε₀) = 8.9875517923 × 10⁹ N·m²/C², the force between two 1 C charges 1 m apart',
    },
    {
      inputs: { solveFor: 'r', F: 8.19e-8, q1: { value: 1, unit: 'e' }, q2: { value: 1, unit: 'e' } },
      expect: { r: { value: 0.053, unit: 'nm' } },
      tolerance: 0.0002e-9,
      source:
        'OpenStax College Physics, Example 18.1 solved for the distance: 8.19 × 10⁻⁸ N between an electron and a proton puts them 0.530 × 10⁻¹⁰ m apart',
    },
  ],
});
