import { defineCalculator, integer, out, toggle } from '../../engine/index.ts';
import { formatNumber } from '../../engine/format/numbers.ts';

/*
 * Candles on every birthday cake so far: one candle for each year of age, so by age n the cakes
 * held 1 + 2 + … + n = n(n + 1) ÷ 2 candles (the triangular numbers), plus n more for those who
 * add "one to grow on".
 */
const CENTURY = 100;

/** Candles blown out on every birthday from the 1st to the `age`th. */
const candlesByAge = (age: number, extraCandle: boolean) => (age * (age + 1)) / 2 + (extraCandle ? age : 0);

export default defineCalculator({
  inputs: {
    age: integer({
      label: 'Your age',
      default: 30,
      min: 0,
      max: 122,
      suffix: 'years',
      messages: { max: 'The oldest person on record lived to 122: enter up to 122.' },
    }),
    growOn: toggle({
      label: 'Add one candle to grow on',
      help: 'Some families put one extra candle on every cake.',
      default: false,
    }),
  },
  compute: ({ age, growOn }) => {
    const soFar = candlesByAge(age, growOn);
    return {
      soFar,
      nextCake: age + 1 + (growOn ? 1 : 0),
      byHundred: candlesByAge(CENTURY, growOn),
      toHundred: Math.max(0, candlesByAge(CENTURY, growOn) - soFar),
    };
  },
  outputs: {
    soFar: out.integer({ label: 'Candles blown out so far', primary: true, suffix: 'candles' }),
    nextCake: out.integer({ label: 'Candles on your next cake', suffix: 'candles' }),
    toHundred: out.integer({ label: 'Still to blow out before your 100th', suffix: 'candles' }),
    byHundred: out.integer({ label: 'Candles by your 100th birthday', suffix: 'candles' }),
  },
  shareLine: ({ soFar }, { age }) =>
    `In ${formatNumber(age, { decimals: 0 })} birthdays I have blown out ${formatNumber(soFar, { decimals: 0 })} candles.`,
  examples: [
    {
      inputs: { age: 30, growOn: false },
      expect: { soFar: 465, nextCake: 31, byHundred: 5050, toHundred: 4585 },
      source:
        'Triangular numbers (sum of 1 to n = n(n + 1)/2, the sum the young Gauss found for 1 to 100 = 5,050): 30 × 31 ÷ 2 = 465; 5,050 − 465 = 4,585, by hand',
    },
    {
      inputs: { age: 10, growOn: true },
      expect: { soFar: 65, nextCake: 12, byHundred: 5150, toHundred: 5085 },
      source:
        'With one to grow on: 10 × 11 ÷ 2 + 10 = 65; next cake 11 + 1 = 12; 5,050 + 100 = 5,150; 5,150 − 65 = 5,085, by hand',
    },
    {
      inputs: { age: 0, growOn: false },
      expect: { soFar: 0, nextCake: 1, toHundred: 5050 },
      source: 'Edge case: a newborn has blown out no candles; the first cake has 1, by hand',
    },
    {
      inputs: { age: 105, growOn: false },
      expect: { soFar: 5565, toHundred: 0 },
      source: 'Edge case past 100: 105 × 106 ÷ 2 = 5,565, nothing left before the 100th, by hand',
    },
  ],
});
