import { solveForCalculator } from '../shared/physics/solve-for.ts';
import { SPEED_OF_LIGHT } from '../shared/physics/constants.ts';

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
      unitFamily: 'speed',
      unit: 'mps',
      imperialUnit: 'fps',
      units: ['mps', 'kph', 'fps', 'mph'],
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
  examples: [
    {
      inputs: { solveFor: 'lambda', speed: 348.7, f: 20 },
      expect: { lambda: 17.4 },
      tolerance: 0.05,
      source:
        'OpenStax College Physics, section 17.2, Example 17.1 "Calculating Wavelengths": in 30.0 °C air (v = 348.7 m/s) a 20 Hz sound has λ = 17.4 m',
    },
    {
      inputs: { solveFor: 'lambda', speed: 348.7, f: { value: 20, unit: 'khz' } },
      expect: { lambda: 0.0174 },
      tolerance: 0.00005,
      source: 'OpenStax College Physics, Example 17.1: a 20,000 Hz sound in 30.0 °C air has λ = 0.0174 m (1.74 cm)',
    },
    {
      inputs: { solveFor: 'lambda', speed: SPEED_OF_LIGHT, f: { value: 100, unit: 'mhz' } },
      expect: { lambda: 2.99792458 },
      source:
        'SI Brochure (9th ed.) and CODATA 2018: c = 299,792,458 m/s exactly, so a 100 MHz radio wave has λ = c ÷ f = 2.99792458 m',
    },
    {
      inputs: { solveFor: 'f', speed: 348.7, lambda: 17.435 },
      expect: { f: 20 },
      tolerance: 1e-9,
      source:
        'OpenStax College Physics, Example 17.1 read backwards: a 17.435 m wave at 348.7 m/s has f = 348.7 ÷ 17.435 = 20 Hz',
    },
  ],
});
