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
  examples: [
    {
      inputs: { solveFor: 'U', m: 60, g: 9.8, h: 3 },
      expect: { U: 1764 },
      tolerance: 1e-9,
      source:
        'OpenStax College Physics, section 7.3, worked example "The Force to Stop Falling": a 60.0 kg person dropping 3.00 m (g = 9.80 m/s²) changes gravitational potential energy by mgh = 1.764 × 10³ J',
    },
    {
      inputs: { solveFor: 'U', m: { value: 1, unit: 'lb' }, g: { value: 1, unit: 'g' }, h: { value: 1, unit: 'ft' } },
      expect: { U: { value: 1, unit: 'ftlb' } },
      source:
        'NIST SP 811, Appendix B.8: one foot-pound-force (1.355818 J) is the work of lifting a one-pound mass one foot against standard gravity',
    },
    {
      inputs: { solveFor: 'h', U: 1764, m: 60, g: 9.8 },
      expect: { h: 3 },
      tolerance: 1e-9,
      source:
        'OpenStax College Physics, "The Force to Stop Falling" solved for the height: 1.764 × 10³ J for 60.0 kg at 9.80 m/s² is a 3.00 m drop',
    },
  ],
});
