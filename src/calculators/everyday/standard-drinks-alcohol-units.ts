import { defineCalculator, number, out, percent } from '../../engine/index.ts';
import { UNIT_FAMILIES } from '../../engine/units/table.ts';
import { alcoholGrams, STANDARD_DRINKS, type StandardDrink, ukUnits } from '../shared/wellness/alcohol.ts';

const M3_PER_ML = UNIT_FAMILIES.volume.units.ml.factor;

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
  examples: [
    {
      inputs: { volume: 568, abv: 5.2, count: 1 },
      expect: { ukUnits: 2.9536 },
      tolerance: 1e-9,
      source:
        'NHS "Alcohol units": units = strength (ABV) × volume (mL) ÷ 1,000; a pint of higher-strength lager (5.2 %) is 3 units (568 × 5.2 ÷ 1,000 = 2.95)',
    },
    {
      inputs: { volume: { value: 12, unit: 'floz' }, abv: 5, count: 1 },
      expect: { usDrinks: 1, grams: 14 },
      tolerance: 0.01,
      source:
        'NIAAA "What Is a Standard Drink?": 12 fl oz of regular beer at about 5 % alcohol is one US standard drink, 0.6 fl oz or 14 g of pure alcohol',
    },
    {
      inputs: { volume: 375, abv: 4.8, count: 1 },
      expect: { grams: 14.2 },
      tolerance: 0.05,
      source:
        'Australian Government Department of Health, "Standard drinks guide": a 375 mL can of full-strength beer (4.8 %) is 1.4 standard drinks of 10 g, so about 14.2 g of alcohol',
    },
    {
      inputs: { volume: 175, abv: 12, count: 2 },
      expect: { ukUnits: 4.2, weeklyShare: 30 },
      tolerance: 1e-9,
      source:
        'NHS "Alcohol units": a standard 175 mL glass of wine at 12 % is 2.1 units, so two glasses are 4.2 units, 30 % of the UK Chief Medical Officers\' 14 units a week',
    },
    {
      inputs: { volume: 330, abv: 0, count: 3 },
      expect: { ukUnits: 0, usDrinks: 0, grams: 0 },
      source: 'Edge case: an alcohol-free drink at 0 % ABV has no units by the NHS formula (ABV × volume ÷ 1,000 = 0)',
    },
  ],
});
