import { solveForCalculator } from '../shared/physics/solve-for.ts';
import { ENERGY, MASS, SPEED } from '../shared/physics/quantities.ts';

/* KE = ½mv², written KE·m⁻¹·v⁻² = ½ so any one of the three follows. */
export default solveForCalculator({
  quantities: {
    KE: { symbol: 'KE', name: 'Kinetic energy', exponent: 1, formula: 'KE = ½ m v²', default: 250_000, ...ENERGY },
    m: { symbol: 'm', name: 'Mass', exponent: -1, formula: 'm = 2 KE ÷ v²', default: 1500, ...MASS },
    speed: { symbol: 'v', name: 'Speed', exponent: -2, formula: 'v = √(2 KE ÷ m)', default: 20, ...SPEED },
  },
  constant: 0.5,
  solveFor: 'KE',
});
