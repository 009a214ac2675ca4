import { defineCalculator, number, out, percent } from '../../engine/index.ts';
import { SPACE_UNITS } from '../../engine/units/families/space.ts';
import { alcoholGrams, STANDARD_DRINKS, type StandardDrink, ukUnits } from '../shared/wellness/alcohol.ts';

const M3_PER_ML = SPACE_UNITS.volume.units.ml.factor;

/** UK Chief Medical Officers' low-risk guideline (2016): no more than 14 units a week. */
const UK_WEEKLY_UNITS = 14;

export default defineCalculator({
  inputs: {
    volume: number({
      label: 'Size of one drink',
      help: 'A UK pint is 568 mL; a US can or bottle of beer is 12 fl oz.',
      unitFamily: 'volume',
      unit: 'ml',
      imperialUnit: 'floz',
      units: ['ml', 'cl', 'l', 'floz', 'impfloz', 'imppt', 'pt'],
      default: 500,
      min: 1,
      max: 5000,
    }),
    abv: percent({
      label: 'Alcohol by volume (ABV)',
      help: 'On the label: beer about 5 %, wine 12–14 %, spirits 40 %.',
      default: 5,
      min: 0,
      max: 100,
    }),
    count: number({ label: 'Number of these drinks', default: 1, min: 0, max: 100, step: 0.5, suffix: 'drinks' }),
  },
  outputs: {
    ukUnits: out.number({ label: 'UK alcohol units', primary: true, decimals: 1 }),
    usDrinks: out.number({ label: 'US standard drinks (14 g)', decimals: 1 }),
    grams: out.number({ label: 'Pure alcohol', suffix: 'g', digits: 3 }),
    weeklyShare: out.percent({ label: "Share of the UK's 14 units a week low-risk guideline", decimals: 0 }),
    pureAlcohol: out.number({
      label: 'Volume of pure alcohol',
      unitFamily: 'volume',
      unit: 'ml',
      imperialUnit: 'floz',
      units: ['ml', 'floz'],
      digits: 3,
    }),
    byCountry: out.table({
      label: 'Standard drinks by country',
      columns: [
        { key: 'country', label: 'Standard drink', kind: 'text' },
        { key: 'grams', label: 'Grams of alcohol in one', kind: 'number' },
        { key: 'drinks', label: 'Standard drinks here', kind: 'number' },
      ],
    }),
  },
  compute: ({ volume, abv, count }) => {
    const millilitres = (volume / M3_PER_ML) * count;
    const grams = alcoholGrams(millilitres, abv);
    return {
      ukUnits: ukUnits(millilitres, abv),
      usDrinks: grams / STANDARD_DRINKS.us.grams,
      grams,
      weeklyShare: (ukUnits(millilitres, abv) / UK_WEEKLY_UNITS) * 100,
      pureAlcohol: millilitres * (abv / 100) * M3_PER_ML,
      byCountry: (Object.keys(STANDARD_DRINKS) as StandardDrink[]).map((key) => ({
        country: STANDARD_DRINKS[key].label,
        grams: STANDARD_DRINKS[key].grams,
        drinks: grams / STANDARD_DRINKS[key].grams,
      })),
    };
  },
});
