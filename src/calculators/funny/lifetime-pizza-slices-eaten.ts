import { defineCalculator, number, out } from '../../engine/index.ts';
import { formatNumber } from '../../engine/format/numbers.ts';
import { WEEKS_PER_YEAR } from '../shared/fun/lifetime.ts';
import { SLICE_KCAL, SLICES_PER_PIE } from '../shared/fun/pizza.ts';

/*
 * Pizza over a lifetime: slices a week × 52.1775 weeks a year × years, in whole pies and in
 * calories (USDA: 285 kcal a slice of a 14-inch cheese pizza, 8 slices a pie).
 */
export default defineCalculator({
  inputs: {
    perWeek: number({
      label: 'Slices you eat in a week',
      default: 3,
      min: 0,
      max: 100,
      suffix: 'slices',
      messages: { max: 'More than 100 slices a week is over 12 pizzas: enter up to 100.' },
    }),
    years: number({
      label: 'Years of eating pizza',
      help: 'From when you started until now, or for the rest of your life.',
      default: 60,
      min: 0,
      max: 120,
      suffix: 'years',
      messages: { max: 'Nobody has lived past 122 years: enter up to 120.' },
    }),
  },
  compute: ({ perWeek, years }) => {
    const slices = perWeek * WEEKS_PER_YEAR * years;
    return { slices, pies: slices / SLICES_PER_PIE, kcal: slices * SLICE_KCAL };
  },
  outputs: {
    slices: out.number({ label: 'Slices eaten', primary: true, decimals: 0, suffix: 'slices' }),
    pies: out.number({ label: 'That is, in 14-inch pizzas', decimals: 0, suffix: 'pizzas' }),
    kcal: out.number({ label: 'Calories in all that pizza', decimals: 0, suffix: 'kcal' }),
  },
  shareLine: ({ slices, pies }) =>
    `I will eat about ${formatNumber(slices, { decimals: 0 })} slices of pizza in my life: ${formatNumber(pies, { decimals: 0 })} whole pizzas.`,
});
