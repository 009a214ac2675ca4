import { defineCalculator, integer, number, out } from '../../engine/index.ts';
import { bodyMassOutput } from '../shared/presets/body-fields.ts';
import {
  AVERAGE_ADULT_CAT_KG,
  KITTEN_BAND_GRAMS,
  KITTEN_CHART_WEEKS,
  kittenTypicalGrams,
} from '../shared/pets/growth.ts';
import { fromBase, toBase } from '../shared/pets/units.ts';

const KITTEN_MASS_UNITS = ['g', 'kg', 'oz', 'lb'] as const;
const kittenMassOutput = (label: string) =>
  out.number({ label, unitFamily: 'mass', unit: 'g', imperialUnit: 'oz', units: KITTEN_MASS_UNITS, decimals: 0 });

function comparedWithChart(grams: number, low: number, high: number): string {
  if (grams < low) return 'Below the usual range for this age: weigh again in a day or two and ask your vet';
  if (grams > high) return 'Above the usual range for this age: a big or fast-growing kitten';
  return 'Within the usual range for this age';
}

export default defineCalculator({
  inputs: {
    weight: number({
      label: "Kitten's weight",
      unitFamily: 'mass',
      unit: 'g',
      imperialUnit: 'oz',
      units: KITTEN_MASS_UNITS,
      default: 900,
      min: 30,
      max: 5000,
    }),
    age: integer({ label: "Kitten's age", default: 8, min: 0, max: KITTEN_CHART_WEEKS, suffix: 'weeks' }),
  },
  outputs: {
    status: out.text({ label: 'Compared with the kitten weight chart', primary: true }),
    low: kittenMassOutput('Usual lowest weight at this age'),
    typical: kittenMassOutput('Typical weight at this age'),
    high: kittenMassOutput('Usual highest weight at this age'),
    adult: bodyMassOutput('Rough adult weight if it keeps this pace'),
  },
  compute: ({ weight, age }) => {
    const grams = fromBase('mass', weight, 'g');
    const typical = kittenTypicalGrams(age);
    const low = typical - KITTEN_BAND_GRAMS;
    const high = typical + KITTEN_BAND_GRAMS;
    return {
      status: comparedWithChart(grams, low, high),
      low: toBase('mass', low, 'g'),
      typical: toBase('mass', typical, 'g'),
      high: toBase('mass', high, 'g'),
      adult: (AVERAGE_ADULT_CAT_KG * grams) / typical,
    };
  },
});
