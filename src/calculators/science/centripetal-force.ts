import { out } from '../../engine/index.ts';
import { solveForCalculator } from '../shared/physics/solve-for.ts';
import { ACCELERATION, FORCE, LENGTH, MASS, SPEED, TIME } from '../shared/physics/quantities.ts';

/* F = mv²/r, written F·m⁻¹·v⁻²·r = 1 so any one of the four follows; a = v²/r and T = 2πr/v beside it. */
export default solveForCalculator({
  quantities: {
    F: { symbol: 'F', name: 'Centripetal force', exponent: 1, formula: 'F = m v² ÷ r', default: 1125, ...FORCE },
    m: { symbol: 'm', name: 'Mass', exponent: -1, formula: 'm = F r ÷ v²', default: 900, ...MASS },
    speed: { symbol: 'v', name: 'Speed', exponent: -2, formula: 'v = √(F r ÷ m)', default: 25, ...SPEED },
    r: { symbol: 'r', name: 'Radius of the circle', exponent: 1, formula: 'r = m v² ÷ F', default: 500, ...LENGTH },
  },
  constant: 1,
  solveFor: 'F',
  extraOutputs: {
    acceleration: out.number({ label: 'Centripetal acceleration a = v² ÷ r', ...ACCELERATION }),
    period: out.number({ label: 'Time for one full circle T = 2πr ÷ v', ...TIME }),
  },
  extras: ({ speed, r }) => ({ acceleration: (speed * speed) / r, period: (2 * Math.PI * r) / speed }),
});
