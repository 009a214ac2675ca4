import { solveForCalculator } from '../shared/physics/solve-for.ts';
import { ENERGY, MASS } from '../shared/physics/quantities.ts';

/* Q = mcΔT, written Q·m⁻¹·c⁻¹·ΔT⁻¹ = 1 so any one of the four follows. */
export default solveForCalculator({
  quantities: {
    Q: { symbol: 'Q', name: 'Heat', exponent: 1, formula: 'Q = m c ΔT', default: 62_790, ...ENERGY },
    m: { symbol: 'm', name: 'Mass', exponent: -1, formula: 'm = Q ÷ (c ΔT)', default: 0.25, ...MASS },
    c: {
      symbol: 'c',
      name: 'Specific heat capacity',
      exponent: -1,
      formula: 'c = Q ÷ (m ΔT)',
      default: 4186,
      help: 'Water 4186 J/(kg·K), aluminium 900, iron 452, copper 387.',
      unitFamily: 'specificHeat',
      unit: 'jkgk',
      imperialUnit: 'btulbf',
      units: ['jkgk', 'jgk', 'calgc', 'btulbf'],
    },
    dT: {
      symbol: 'ΔT',
      name: 'Temperature change',
      exponent: -1,
      formula: 'ΔT = Q ÷ (m c)',
      default: 60,
      help: 'How many degrees warmer (or, for heat given off, cooler).',
      unitFamily: 'temperatureChange',
      unit: 'k',
      imperialUnit: 'f',
      units: ['k', 'c', 'f'],
    },
  },
  constant: 1,
  solveFor: 'Q',
  examples: [
    {
      inputs: { solveFor: 'Q', m: 0.25, c: 4186, dT: 60 },
      expect: { Q: 62_800 },
      tolerance: 50,
      source:
        'OpenStax College Physics, section 14.2, Example 14.1 "Calculating the Required Heat: Heating Water in an Aluminum Pan": 0.250 kg of water from 20.0 °C to 80.0 °C takes 62.8 kJ',
    },
    {
      inputs: { solveFor: 'Q', m: 0.5, c: 900, dT: 60 },
      expect: { Q: 27_000 },
      tolerance: 1e-6,
      source:
        'OpenStax College Physics, Example 14.1: the 0.500 kg aluminium pan (c = 900 J/(kg·°C)) takes 27.0 kJ for the same 60.0 °C rise',
    },
    {
      inputs: {
        solveFor: 'Q',
        m: { value: 1, unit: 'lb' },
        c: { value: 1, unit: 'btulbf' },
        dT: { value: 1, unit: 'f' },
      },
      expect: { Q: { value: 1, unit: 'btu' } },
      tolerance: 1e-9,
      source:
        'NIST SP 811, Appendix B.8: the International Table BTU per pound degree Fahrenheit equals 4186.8 J/(kg·K) exactly, so 1 lb warmed 1 °F at that specific heat takes 1 BTU (1055.056 J)',
    },
    {
      inputs: { solveFor: 'c', Q: 27_000, m: 0.5, dT: 60 },
      expect: { c: 900 },
      tolerance: 1e-9,
      source:
        'OpenStax College Physics, Example 14.1 solved for c: 27.0 kJ warming 0.500 kg by 60.0 °C means 900 J/(kg·°C), aluminium',
    },
  ],
});
