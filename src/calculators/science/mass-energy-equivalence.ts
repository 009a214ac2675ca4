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
  examples: [
    {
      inputs: { solveFor: 'E', m: { value: 9.1093837015e-31, unit: 'kg' } },
      expect: { E: 8.1871057769e-14 },
      tolerance: 1e-23,
      source:
        'CODATA 2018 (NIST): electron mass 9.1093837015 × 10⁻³¹ kg, electron mass energy equivalent 8.1871057769 × 10⁻¹⁴ J',
    },
    {
      inputs: { solveFor: 'E', m: { value: 9.1093837015e-31, unit: 'kg' } },
      expect: { E: { value: 510_998.95, unit: 'ev' } },
      tolerance: 1e-22,
      source: 'CODATA 2018 (NIST): electron mass energy equivalent in MeV, 0.51099895000 MeV',
    },
    {
      inputs: { solveFor: 'm', E: { value: 931_494_102.42, unit: 'ev' } },
      expect: { m: 1.6605390666e-27 },
      tolerance: 1e-36,
      source:
        'CODATA 2018 (NIST): the atomic mass constant 1.66053906660 × 10⁻²⁷ kg has an energy equivalent of 931.49410242 MeV',
    },
    {
      inputs: { solveFor: 'E', m: { value: 1, unit: 'kg' } },
      expect: { E: 8.987_551_787_368_176e16 },
      tolerance: 1,
      source:
        'SI Brochure (9th ed.): c = 299,792,458 m/s exactly, so 1 kg is equivalent to c² × 1 kg = 89,875,517,873,681,764 J exactly',
    },
  ],
});
