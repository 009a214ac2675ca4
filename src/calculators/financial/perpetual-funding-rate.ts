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
  examples: [
    {
      inputs: { side: 'long', coins: 10, markPrice: 16_000, rate: 0.01, interval: '8', days: 1 },
      expect: { positionValue: 160_000, perInterval: 16 },
      tolerance: 1e-9,
      source:
        'Bybit Help Center, "Funding Fee Calculation" (USDT perpetual): funding fee = position value × funding rate, position value = quantity × mark price; 10 BTC at a mark price of 16,000 USDT = 160,000 USDT, × a 0.01 % funding rate (0.0001 as a fraction) = 16 USDT paid by the long',
    },
    {
      inputs: { side: 'long', coins: 1, markPrice: 10_000, rate: 0.01, interval: '8', days: 30 },
      expect: { perInterval: 1, perDay: 3, payments: 90, total: 90, annualRate: 10.95 },
      tolerance: 1e-9,
      source:
        'Binance Futures FAQ, "Introduction to Binance Futures Funding Rates": the interest component is fixed at 0.03 % a day, i.e. 0.01 % per 8-hour interval; on a 10,000 USDT position that is 1 USDT per interval, 3 a day, 90 over 30 days, 0.03 % × 365 = 10.95 % a year',
    },
    {
      inputs: { side: 'short', coins: 1, markPrice: 10_000, rate: -0.01, interval: '8', days: 1 },
      expect: { perInterval: 1, whoPays: 'Negative rate: shorts pay longs.' },
      tolerance: 1e-9,
      source:
        'Bybit Help Center, "Funding Fee Calculation": when the funding rate is negative, short position holders pay long position holders; 10,000 × 0.01 % = 1 USDT paid by the short',
    },
  ],
});
