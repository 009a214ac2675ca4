import { solveForCalculator } from '../shared/physics/solve-for.ts';
import { ACCELERATION, FORCE, MASS } from '../shared/physics/quantities.ts';

/* Newton's second law, F = ma, written F·m⁻¹·a⁻¹ = 1 so any one of the three follows. */
export default solveForCalculator({
  quantities: {
    F: { symbol: 'F', name: 'Net force', exponent: 1, formula: 'F = m × a', default: 98.0665, ...FORCE },
    m: { symbol: 'm', name: 'Mass', exponent: -1, formula: 'm = F ÷ a', default: 10, ...MASS },
    a: {
      symbol: 'a',
      name: 'Acceleration',
      exponent: -1,
      formula: 'a = F ÷ m',
      default: 9.80665,
      ...ACCELERATION,
    },
  },
  constant: 1,
  solveFor: 'F',
});
