import Big from 'big.js';
import { defineCalculator, money, number, out, percent, select } from '../../engine/index.ts';
import { direction, percentOf, PRICE_BOUNDS } from '../shared/crypto/position-pnl.ts';
import { positionSizeInput, sideInput } from '../shared/presets/position-fields.ts';
import { toCents } from '../shared/money/cents.ts';

const INTERVALS = [
  { value: '8', label: 'Every 8 hours (3 a day)' },
  { value: '4', label: 'Every 4 hours (6 a day)' },
  { value: '1', label: 'Every hour (24 a day)' },
] as const;

export default defineCalculator({
  inputs: {
    side: sideInput(),
    coins: positionSizeInput(0.5),
    markPrice: money({ label: 'Mark price', default: 60_000, ...PRICE_BOUNDS }),
    rate: percent({
      label: 'Funding rate per interval',
      help: 'In percent: 0.01 means 0.01 %. A rate given as a fraction (0.0001, as exchange APIs give it) is that × 100. Negative when shorts pay longs.',
      default: 0.01,
      min: -5,
      max: 5,
    }),
    interval: select({ label: 'Funding interval', options: INTERVALS, default: '8' }),
    days: number({ label: 'Time the position is held', default: 7, min: 0, max: 3650, suffix: 'days' }),
  },
  outputs: {
    perInterval: out.money({ label: 'Funding you pay each interval (negative: you receive)', primary: true }),
    perDay: out.money({ label: 'Funding per day' }),
    total: out.money({ label: 'Funding over the holding time' }),
    payments: out.integer({ label: 'Funding payments in that time', suffix: 'payments' }),
    annualRate: out.percent({ label: 'Annualized funding rate (APR, simple: rate × payments a year)', decimals: 2 }),
    positionValue: out.money({ label: 'Position value (coins × mark price)' }),
    whoPays: out.text({ label: 'Who pays' }),
  },
  compute: ({ side, coins, markPrice, rate, interval, days }) => {
    const positionValue = new Big(coins).times(markPrice);
    const perDayCount = 24 / Number(interval);
    // A positive rate moves money from longs to shorts; a negative rate the other way.
    const perInterval = percentOf(positionValue, rate).times(direction(side));
    const payments = Math.floor(days * perDayCount + 1e-9);
    return {
      perInterval: toCents(perInterval),
      perDay: toCents(perInterval.times(perDayCount)),
      total: toCents(perInterval.times(payments)),
      payments,
      annualRate: new Big(rate).times(perDayCount).times(365).toNumber(),
      positionValue: toCents(positionValue),
      whoPays:
        rate === 0
          ? 'No funding changes hands at a 0 % rate.'
          : rate > 0
            ? 'Positive rate: longs pay shorts.'
            : 'Negative rate: shorts pay longs.',
    };
  },
});
