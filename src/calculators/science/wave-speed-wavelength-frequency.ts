import { solveForCalculator } from '../shared/physics/solve-for.ts';
import { SPEED } from '../shared/physics/quantities.ts';

/* v = fλ, written v·f⁻¹·λ⁻¹ = 1 so any one of the three follows. */
export default solveForCalculator({
  quantities: {
    speed: {
      symbol: 'v',
      name: 'Wave speed',
      exponent: 1,
      formula: 'v = f × λ',
      default: 343,
      help: 'Sound in air at 20 °C is about 343 m/s; light in vacuum 299,792,458 m/s.',
      max: 1e9,
      ...SPEED,
    },
    f: {
      symbol: 'f',
      name: 'Frequency',
      exponent: -1,
      formula: 'f = v ÷ λ',
      default: 440,
      max: 1e20,
      unitFamily: 'frequency',
      unit: 'hz',
      units: ['hz', 'khz', 'mhz', 'ghz', 'thz'],
    },
    lambda: {
      symbol: 'λ',
      name: 'Wavelength',
      exponent: -1,
      formula: 'λ = v ÷ f',
      default: 0.78,
      unitFamily: 'length',
      unit: 'm',
      imperialUnit: 'ft',
      units: ['nm', 'um', 'mm', 'cm', 'm', 'km', 'in', 'ft'],
    },
  },
  constant: 1,
  solveFor: 'lambda',
});
