import { defineCalculator, integer, number, out } from '../../engine/index.ts';
import { formatNumber } from '../../engine/format/numbers.ts';
import { piesFor, SLICE_KCAL, SLICES_PER_PIE } from '../shared/fun/pizza.ts';

/*
 * Pizzas to order for a crowd: guests × slices each, in whole pies, with the slices left over
 * for breakfast and the calories of the lot (USDA: 285 kcal a slice of a 14-inch cheese pizza).
 */
export default defineCalculator({
  inputs: {
    guests: integer({
      label: 'Guests (count yourself)',
      default: 12,
      min: 1,
      max: 10_000,
      suffix: 'people',
      messages: { min: 'A party needs at least one guest, even if it is you.' },
    }),
    slicesEach: number({
      label: 'Slices per guest',
      help: 'About 3 for hungry adults, 2 for light eaters and children, 4 for teenagers after sport.',
      default: 3,
      min: 0.5,
      max: 12,
      suffix: 'slices',
      messages: { max: 'More than 12 slices is a pizza and a half each: enter up to 12.' },
    }),
    slicesPerPie: integer({
      label: 'Slices per pizza',
      help: 'A 14-inch large pizza is usually cut into 8 slices; a 10-inch small into 6.',
      default: SLICES_PER_PIE,
      min: 1,
      max: 32,
      suffix: 'slices',
    }),
  },
  compute: ({ guests, slicesEach, slicesPerPie }) => {
    const order = piesFor(guests, slicesEach, slicesPerPie);
    return { ...order, kcalEach: slicesEach * SLICE_KCAL };
  },
  outputs: {
    pies: out.integer({ label: 'Pizzas to order', primary: true, suffix: 'pizzas' }),
    needed: out.number({ label: 'Slices eaten', decimals: 1, suffix: 'slices' }),
    leftover: out.number({ label: 'Slices left over', decimals: 1, suffix: 'slices' }),
    kcalEach: out.number({ label: 'Calories each (cheese pizza, 14-inch slices)', decimals: 0, suffix: 'kcal' }),
  },
  shareLine: ({ pies }, { guests }) => `Pizza party for ${formatNumber(guests)}: order ${formatNumber(pies)} pizzas.`,
});
