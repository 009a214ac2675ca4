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
  examples: [
    {
      inputs: { solveFor: 'a', F: 51, m: 24 },
      expect: { a: 2.1 },
      tolerance: 0.05,
      source:
        'OpenStax College Physics, section 4.3, Example 4.1 "What Acceleration Can a Person Produce when Pushing a Lawn Mower?": a net force of 51 N on 24 kg gives a = 2.1 m/s²',
    },
    {
      inputs: { solveFor: 'F', m: 1, a: { value: 1, unit: 'g' } },
      expect: { F: 9.80665 },
      source:
        'NIST SP 811, Appendix B.8: one kilogram-force, the force on 1 kg under standard gravity (9.80665 m/s²), is exactly 9.80665 N',
    },
    {
      inputs: { solveFor: 'F', m: { value: 1, unit: 'lb' }, a: { value: 1, unit: 'g' } },
      expect: { F: { value: 1, unit: 'lbf' } },
      source:
        'NIST SP 811, Appendix B.8: one pound-force is the force on a 1 lb mass under standard gravity, 4.448222 N',
    },
    {
      inputs: { solveFor: 'm', F: 51, a: 2.125 },
      expect: { m: 24 },
      tolerance: 1e-9,
      source:
        'OpenStax College Physics, Example 4.1 read backwards: 51 N giving the lawn mower 51/24 = 2.125 m/s² means a mass of 24 kg',
    },
  ],
});
