import { solveForCalculator } from '../shared/physics/solve-for.ts';
import { ACCELERATION, ENERGY, LENGTH, MASS } from '../shared/physics/quantities.ts';
import { STANDARD_GRAVITY } from '../shared/physics/constants.ts';

/* U = mgh near a planet's surface, written U·m⁻¹·g⁻¹·h⁻¹ = 1 so any one of the four follows. */
export default solveForCalculator({
  quantities: {
    U: { symbol: 'U', name: 'Potential energy', exponent: 1, formula: 'U = m g h', default: 1471, ...ENERGY },
    m: { symbol: 'm', name: 'Mass', exponent: -1, formula: 'm = U ÷ (g h)', default: 50, ...MASS },
    g: {
      symbol: 'g',
      name: 'Gravitational acceleration',
      exponent: -1,
      formula: 'g = U ÷ (m h)',
      default: STANDARD_GRAVITY,
      help: 'Earth 9.80665 m/s², the Moon 1.62, Mars 3.71.',
      max: 300,
      ...ACCELERATION,
    },
    h: { symbol: 'h', name: 'Height', exponent: -1, formula: 'h = U ÷ (m g)', default: 3, ...LENGTH },
  },
  constant: 1,
  solveFor: 'U',
});
