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
});
