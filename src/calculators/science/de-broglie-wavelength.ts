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
  examples: [
    {
      inputs: { solveFor: 'speed', lambda: { value: 0.167, unit: 'nm' }, m: ELECTRON_MASS },
      expect: { speed: 4.36e6 },
      tolerance: 0.005e6,
      source:
        'OpenStax College Physics, section 29.6, worked example "Electron Wavelength versus Velocity and Energy": an electron with λ = 0.167 nm moves at 4.36 × 10⁶ m/s',
    },
    {
      inputs: { solveFor: 'speed', lambda: { value: 0.167, unit: 'nm' }, m: ELECTRON_MASS },
      expect: { kinetic: { value: 54, unit: 'ev' } },
      // The book rounds the speed to 4.36 × 10⁶ m/s first.
      tolerance: 0.1 * 1.602176634e-19,
      source:
        'OpenStax College Physics, "Electron Wavelength versus Velocity and Energy": that electron has a kinetic energy of 54.0 eV',
    },
    {
      inputs: { solveFor: 'lambda', m: ELECTRON_MASS, speed: 4.36e6 },
      expect: { lambda: { value: 0.167, unit: 'nm' } },
      tolerance: 0.0005e-9,
      source:
        'OpenStax College Physics, "Electron Wavelength versus Velocity and Energy" read backwards: an electron at 4.36 × 10⁶ m/s has λ = 0.167 nm',
    },
  ],
});
