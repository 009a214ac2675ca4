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
});
