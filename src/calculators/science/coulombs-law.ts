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
});
