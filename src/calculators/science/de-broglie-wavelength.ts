import { out } from '../../engine/index.ts';
import { solveForCalculator } from '../shared/physics/solve-for.ts';
import { ELECTRON_MASS, PLANCK } from '../shared/physics/constants.ts';

/* λ = h/(mv), written λ·m·v = h so any one of the three follows; the kinetic energy ½mv² beside it. */
export default solveForCalculator({
  quantities: {
    lambda: {
      symbol: 'λ',
      name: 'de Broglie wavelength',
      exponent: 1,
      formula: 'λ = h ÷ (m v)',
      default: 0.167,
      unitFamily: 'length',
      unit: 'nm',
      units: ['nm', 'um', 'mm', 'm'],
    },
    m: {
      symbol: 'm',
      name: 'Mass of the particle',
      exponent: 1,
      formula: 'm = h ÷ (λ v)',
      default: ELECTRON_MASS,
      help: 'Electron 9.1093837015 × 10⁻³¹ kg, proton 1.67262192369 × 10⁻²⁷ kg (CODATA 2018).',
      unitFamily: 'mass',
      unit: 'kg',
      units: ['kg', 'g', 'lb'],
    },
    speed: {
      symbol: 'v',
      name: 'Speed',
      exponent: 1,
      formula: 'v = h ÷ (m λ)',
      default: 4.36e6,
      max: 299_792_458,
      unitFamily: 'speed',
      unit: 'mps',
      units: ['mps', 'kph', 'mph'],
    },
  },
  constant: PLANCK,
  solveFor: 'speed',
  extraOutputs: {
    kinetic: out.number({ label: 'Kinetic energy ½ m v²', unitFamily: 'energy', unit: 'ev', units: ['ev', 'j'] }),
    momentum: out.number({ label: 'Momentum p = h ÷ λ', unitFamily: 'momentum', unit: 'kgms', units: ['kgms', 'ns'] }),
  },
  extras: ({ m, speed }) => ({ kinetic: (m * speed * speed) / 2, momentum: m * speed }),
});
