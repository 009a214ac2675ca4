import { defineCalculator, integer, number, percent } from '../../engine/index.ts';
import { rawWeightFor } from '../shared/events/food.ts';
import { weightResult } from '../shared/presets/weight-result.ts';

/*
 * Barbecue meat to buy: the cooked meat the guests eat (pitmasters plan ⅓ to ½ lb a person), turned
 * into raw weight with the cut's cooking yield. Smoked pork shoulder and brisket keep about 50–60 %
 * of their raw weight, bone-in cuts less than boneless ones because the bone is weighed but not eaten.
 */

export default defineCalculator({
  inputs: {
    adults: integer({ label: 'Adults', default: 20, min: 0, max: 5000, suffix: 'guests' }),
    children: integer({ label: 'Children', default: 0, min: 0, max: 5000, suffix: 'guests' }),
    cookedPerAdult: number({
      label: 'Cooked meat per adult',
      help: 'About ⅓ lb (150 g) with plenty of sides, ½ lb (225 g) when the meat is the star.',
      unitFamily: 'mass',
      unit: 'g',
      imperialUnit: 'lb',
      units: ['g', 'kg', 'oz', 'lb'],
      default: 225,
      min: 10,
      max: 2000,
    }),
    childShare: percent({ label: 'A child eats this share of an adult portion', default: 50, min: 0, max: 100 }),
    cookingYield: percent({
      label: 'Cooking yield (cooked weight ÷ raw weight)',
      help: 'Bone-in pork shoulder about 50 %, boneless shoulder or brisket about 60 %, burgers about 75 %.',
      default: 60,
      min: 10,
      max: 100,
      messages: { min: 'Cooked meat keeps at least 10 % of its raw weight; enter 10 % or more.' },
    }),
  },
  validate: ({ adults, children }) =>
    adults + children > 0 ? [] : [{ field: 'adults', message: 'Enter at least one guest.' }],
  outputs: {
    raw: weightResult('Raw meat to buy', true),
    cooked: weightResult('Cooked meat served'),
    rawPerAdult: weightResult('Raw meat per adult'),
  },
  compute: ({ adults, children, cookedPerAdult, childShare, cookingYield }) => {
    const cooked = cookedPerAdult * (adults + (children * childShare) / 100);
    return {
      raw: rawWeightFor(cooked, cookingYield),
      cooked,
      rawPerAdult: rawWeightFor(cookedPerAdult, cookingYield),
    };
  },
});
