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
  examples: [
    {
      inputs: { solveFor: 'F', m: 900, speed: 25, r: 500 },
      expect: { F: 1125, acceleration: 1.25 },
      tolerance: 1e-9,
      source:
        'OpenStax College Physics, section 6.3, Examples 6.2 and 6.3: a 900 kg car on a flat curve of radius 500 m at 25.0 m/s has centripetal acceleration 1.25 m/s² and needs a centripetal force of 1.13 × 10³ N (900 × 1.25 = 1125 N)',
    },
    {
      inputs: { solveFor: 'speed', F: 1125, m: 900, r: 500 },
      expect: { speed: 25 },
      tolerance: 1e-9,
      source:
        'OpenStax College Physics, Example 6.3 solved for the speed: 1125 N on 900 kg round a 500 m curve is 25.0 m/s',
    },
    {
      inputs: { solveFor: 'r', F: 1125, m: 900, speed: 25 },
      expect: { r: 500, period: 125.66370614359172 },
      tolerance: 1e-6,
      source:
        'OpenStax College Physics, Example 6.3 solved for the radius (500 m); one lap of that circle is 2π × 500 m = 3141.59 m, taking 3141.59 ÷ 25.0 = 125.66 s',
    },
  ],
});
