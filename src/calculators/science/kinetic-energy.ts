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
  examples: [
    {
      inputs: { solveFor: 'KE', m: 30, speed: 0.5 },
      expect: { KE: 3.75 },
      tolerance: 1e-9,
      source:
        'OpenStax College Physics, section 7.2, worked example "Calculating the Kinetic Energy of a Package": 30.0 kg moving at 0.500 m/s has KE = 3.75 J',
    },
    {
      inputs: { solveFor: 'KE', m: 70.5, speed: 27.8 },
      expect: { KE: 27_200 },
      tolerance: 50,
      source:
        'Giambattista, College Physics 4th ed., chapter 6, problem 13 (worked solution on GradeSaver): a 70.5 kg cyclist and bicycle at 27.8 m/s have 27,200 J',
    },
    {
      inputs: { solveFor: 'speed', KE: 3.75, m: 30 },
      expect: { speed: 0.5 },
      tolerance: 1e-9,
      source:
        'OpenStax College Physics, "Calculating the Kinetic Energy of a Package" solved for the speed: 3.75 J in a 30.0 kg package means 0.500 m/s',
    },
    {
      inputs: { solveFor: 'm', KE: 3.75, speed: 0.5 },
      expect: { m: 30 },
      tolerance: 1e-9,
      source:
        'OpenStax College Physics, "Calculating the Kinetic Energy of a Package" solved for the mass: 3.75 J at 0.500 m/s means a 30.0 kg package',
    },
  ],
});
