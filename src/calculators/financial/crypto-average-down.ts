import Big from 'big.js';
import { defineCalculator, money, number, out, radio } from '../../engine/index.ts';
import { toCents, toUnitPrice } from '../shared/money/cents.ts';
import { cryptoMarketTable } from '../shared/crypto/market.ts';
import { SMALLEST_COIN_PRICE, tradePriceInput } from '../shared/presets/coin-price.ts';

const LARGEST_AMOUNT = 1_000_000_000_000;

/** Coins to buy at `price` so `held` coins at `average` become an average of `target`: q(c − t) ÷ (t − p). */
function coinsForTarget(held: number, average: number, price: number, target: number): Big {
  if (target === average) return new Big(0);
  return new Big(held).times(new Big(average).minus(target)).div(new Big(target).minus(price));
}

export default defineCalculator({
  datedTables: [cryptoMarketTable],
  inputs: {
    mode: radio({
      label: 'Work out',
      options: [
        { value: 'buy', label: 'The new average after a buy' },
        { value: 'target', label: 'The buy needed to reach a target average' },
      ],
      default: 'buy',
    }),
    averageCost: money({
      label: 'Your average cost (1 coin)',
      help: 'What you paid per coin so far, on average.',
      default: 100_000,
      min: SMALLEST_COIN_PRICE,
      max: 100_000_000,
    }),
    held: number({ label: 'Coins you hold', default: 0.1, min: 0, minInclusive: false, max: LARGEST_AMOUNT }),
    price: tradePriceInput('BTC', 'Price of the new buy (1 coin)'),
    extraCoins: number({
      label: 'Coins you will buy',
      help: 'Used for "the new average after a buy".',
      default: 0.1,
      min: 0,
      max: LARGEST_AMOUNT,
    }),
    target: money({
      label: 'Target average cost (1 coin)',
      help: 'Used for "the buy needed": between the new buy price and your current average.',
      default: 95_000,
      min: SMALLEST_COIN_PRICE,
      max: 100_000_000,
    }),
  },
  outputs: {
    newAverage: out.money({ label: 'New average cost (1 coin)', primary: true, perUnit: true }),
    // Money is shown to the cent, which turns a coin priced below a cent into 0.00.
    coinsToBuy: out.number({ label: 'Coins to buy', digits: 10 }),
    buyCost: out.money({ label: 'Cost of the new buy' }),
    totalCoins: out.number({ label: 'Coins held after the buy', digits: 10 }),
    totalCost: out.money({ label: 'Total cost of all coins' }),
    valueNow: out.money({ label: 'Value of all coins at the new buy price' }),
    riseToBreakEven: out.percent({ label: 'Rise from the buy price to break even', decimals: 2 }),
  },
  validate: ({ mode, averageCost, price, target, held }) => {
    if (mode !== 'target' || target === averageCost) return [];
    const between =
      price < averageCost ? price < target && target < averageCost : averageCost < target && target < price;
    if (!between) {
      return [
        {
          field: 'target',
          message:
            'Enter a target between the new buy price and your current average cost; no buy can reach it otherwise.',
        },
      ];
    }
    return coinsForTarget(held, averageCost, price, target).gt(LARGEST_AMOUNT)
      ? [
          {
            field: 'target',
            message: 'That target needs more than a trillion coins; choose one further from the buy price.',
          },
        ]
      : [];
  },
  compute: ({ mode, averageCost, held, price, extraCoins, target }) => {
    const coinsToBuy = mode === 'target' ? coinsForTarget(held, averageCost, price, target) : new Big(extraCoins);
    const buyCost = coinsToBuy.times(price);
    const totalCoins = coinsToBuy.plus(held);
    const totalCost = new Big(held).times(averageCost).plus(buyCost);
    const newAverage = totalCost.div(totalCoins);
    return {
      newAverage: toUnitPrice(newAverage),
      coinsToBuy: coinsToBuy.toNumber(),
      buyCost: toCents(buyCost),
      totalCoins: totalCoins.toNumber(),
      totalCost: toCents(totalCost),
      valueNow: toCents(totalCoins.times(price)),
      riseToBreakEven: newAverage.div(price).minus(1).times(100).toNumber(),
    };
  },
});
