import Big from 'big.js';
import { defineCalculator, number, out } from '../../engine/index.ts';
import { formatNumber } from '../../engine/format/numbers.ts';
import { timesOver, WEEKS_PER_YEAR } from '../shared/fun/lifetime.ts';
import { habitFields } from '../shared/presets/habit-fields.ts';
import { toCents } from '../shared/money/cents.ts';
import { moneyAmount } from '../shared/presets/money-fields.ts';

/*
 * What a coffee habit costs over the years: cups a day × days a week × 52.1775 weeks a year ×
 * years, at your price per cup, worked in exact decimals and rounded to the cent once.
 */
export default defineCalculator({
  inputs: {
    price: moneyAmount({ label: 'Price of one coffee', default: 4.5 }, 1000),
    cupsPerDay: number({
      label: 'Coffees a day',
      default: 1,
      min: 0,
      max: 20,
      suffix: 'cups',
      messages: { max: 'More than 20 cups a day is well past the 400 mg of caffeine that is safe: enter up to 20.' },
    }),
    ...habitFields({ daysPerWeek: 5, years: 40 }),
  },
  compute: ({ price, cupsPerDay, daysPerWeek, years }) => {
    const perYear = new Big(price).times(cupsPerDay).times(daysPerWeek).times(WEEKS_PER_YEAR);
    return {
      lifetime: toCents(perYear.times(years)),
      perYear: toCents(perYear),
      cups: timesOver(cupsPerDay, daysPerWeek, years),
    };
  },
  outputs: {
    lifetime: out.money({ label: 'Spent on coffee over those years', primary: true }),
    perYear: out.money({ label: 'Each year' }),
    cups: out.number({ label: 'Cups drunk', decimals: 0, suffix: 'cups' }),
  },
  shareLine: ({ cups }, { years }) =>
    `Over ${formatNumber(years, { digits: 3 })} years my coffee habit adds up to ${formatNumber(cups, { decimals: 0 })} cups.`,
});
