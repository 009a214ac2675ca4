import { solveForCalculator } from '../shared/physics/solve-for.ts';
import { SPEED_OF_LIGHT } from '../shared/physics/constants.ts';

/* E = mc², written E·m⁻¹ = c² so either follows from the other. */
export default solveForCalculator({
  quantities: {
    E: {
      symbol: 'E',
      name: 'Energy',
      exponent: 1,
      formula: 'E = m c²',
      default: 8.987_551_787_368_18e13,
      max: 1e60,
      unitFamily: 'energy',
      unit: 'j',
      imperialUnit: 'btu',
      units: ['ev', 'j', 'kj', 'mj', 'kwh', 'kcal', 'btu'],
    },
    m: {
      symbol: 'm',
      name: 'Mass',
      exponent: -1,
      formula: 'm = E ÷ c²',
      default: 1,
      unitFamily: 'mass',
      unit: 'g',
      imperialUnit: 'oz',
      units: ['ug', 'mg', 'g', 'kg', 't', 'oz', 'lb'],
    },
  },
  constant: SPEED_OF_LIGHT ** 2,
  solveFor: 'E',
});
