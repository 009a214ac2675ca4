import Big from 'big.js';
import { defineCalculator, integer, out, percent } from '../../engine/index.ts';
import { toCents } from '../shared/money/cents.ts';
import { moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';

/*
 * The defaults are Carfax's typical schedule ("Car Depreciation: How Much It Costs You"): about
 * 20 % lost in the first year, then roughly 15 % of the remaining value each year.
 */
const rateField = (label: string, help: string, fallback: number) =>
  percent({ label, help, default: fallback, min: 0, max: 99 });

export default defineCalculator({
  inputs: {
    price: moneyAmount(
      { label: 'Price paid', help: 'What you paid, not the sticker price.', default: 40_000, minInclusive: false },
      PRICE_MAX,
    ),
    years: integer({ label: 'Age of the car', default: 5, min: 1, max: 30, suffix: 'years' }),
    firstYear: rateField('Value lost in the first year', 'Typically about 20 % (Carfax).', 20),
    laterYears: rateField('Value lost each later year', 'Typically about 15 % of what is left (Carfax).', 15),
  },
  outputs: {
    value: out.money({ label: 'Estimated value', primary: true }),
    lost: out.money({ label: 'Value lost' }),
    lostShare: out.percent({ label: 'Share of the price lost', decimals: 1 }),
    schedule: out.table({
      label: 'Value year by year',
      columns: [
        { key: 'year', label: 'End of year', kind: 'integer' },
        { key: 'value', label: 'Value', kind: 'money' },
        { key: 'lostThisYear', label: 'Lost that year', kind: 'money' },
      ],
    }),
  },
  compute: ({ price, years, firstYear, laterYears }) => {
    const start = new Big(price);
    // Each year takes its share of the value left at its start (declining balance).
    const kept = (year: number) => {
      const firstKept = new Big(100 - firstYear).div(100);
      return year === 0 ? start : start.times(firstKept).times(new Big(100 - laterYears).div(100).pow(year - 1));
    };
    const schedule = Array.from({ length: years }, (_, index) => ({
      year: index + 1,
      value: toCents(kept(index + 1)),
      lostThisYear: toCents(kept(index).minus(kept(index + 1))),
    }));
    const value = kept(years);
    return {
      value: toCents(value),
      lost: toCents(start.minus(value)),
      lostShare: start.minus(value).div(start).times(100).toNumber(),
      schedule,
    };
  },
});
