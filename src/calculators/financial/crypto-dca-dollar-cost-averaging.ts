import Big from 'big.js';
import { defineCalculator, money, numberList, out, percent, radio } from '../../engine/index.ts';
import { toCents, toUnitPrice } from '../shared/money/cents.ts';
import { cryptoMarketTable } from '../shared/crypto/market.ts';
import { buySpending } from '../shared/crypto/spot-trades.ts';
import { SMALLEST_COIN_PRICE, coinPriceInput } from '../shared/presets/coin-price.ts';

const MOST_PURCHASES = 600;
const LARGEST_PRICE = 100_000_000;
const LARGEST_AMOUNT = 1_000_000_000_000;

export default defineCalculator({
  datedTables: [cryptoMarketTable],
  inputs: {
    mode: radio({
      label: 'Each purchase is',
      options: [
        { value: 'fixed', label: 'The same amount' },
        { value: 'list', label: 'A different amount (enter a list)' },
      ],
      default: 'fixed',
    }),
    amount: money({ label: 'Amount per purchase', default: 100, min: 0, max: LARGEST_AMOUNT }),
    amounts: numberList({
      label: 'Amount of each purchase (for a list)',
      help: 'One amount per price, in the same order, separated by commas or spaces.',
      default: [100, 100, 150, 150, 200, 100, 100, 100, 100, 150, 200, 200],
      minCount: 1,
      maxCount: MOST_PURCHASES,
    }),
    prices: numberList({
      label: 'Price of 1 coin at each purchase',
      help: 'Oldest first, separated by commas or spaces. The default is an illustrative year of monthly bitcoin prices.',
      default: [94_000, 84_000, 82_000, 94_000, 104_000, 107_000, 115_000, 108_000, 114_000, 110_000, 91_000, 87_000],
      minCount: 1,
      maxCount: MOST_PURCHASES,
    }),
    currentPrice: coinPriceInput('BTC', 'Price of 1 coin now'),
    fee: percent({
      label: 'Purchase fee',
      help: 'Percent of each purchase, taken from the amount you spend.',
      default: 0,
      min: 0,
      max: 50,
    }),
  },
  outputs: {
    profit: out.money({ label: 'Profit or loss now', primary: true }),
    currentValue: out.money({ label: 'Value of your coins now' }),
    invested: out.money({ label: 'Total invested' }),
    coins: out.number({ label: 'Coins bought', digits: 10 }),
    averageCost: out.money({ label: 'Average cost per coin (total invested ÷ coins)', perUnit: true }),
    averagePrice: out.money({ label: 'Average of the purchase prices', perUnit: true }),
    roi: out.percent({ label: 'Return on investment (ROI)', decimals: 2 }),
    purchases: out.table({
      label: 'Purchase by purchase',
      columns: [
        { key: 'purchase', label: 'Purchase', kind: 'integer' },
        { key: 'amount', label: 'Amount', kind: 'money' },
        { key: 'price', label: 'Price', kind: 'money' },
        { key: 'coins', label: 'Coins bought', kind: 'number' },
        { key: 'totalCoins', label: 'Coins held', kind: 'number' },
        { key: 'invested', label: 'Invested to date', kind: 'money' },
        { key: 'averageCost', label: 'Average cost', kind: 'money' },
        { key: 'value', label: 'Value at that price', kind: 'money' },
      ],
    }),
  },
  validate: ({ mode, amounts, prices }) => {
    const errors = [];
    if (prices.some((price) => !(price >= SMALLEST_COIN_PRICE) || price > LARGEST_PRICE)) {
      errors.push({
        field: 'prices',
        message: 'Every price must be more than 0 (at least 0.000000000001) and at most 100,000,000.',
      });
    }
    if (mode === 'list') {
      if (amounts.some((value) => !(value >= 0) || value > LARGEST_AMOUNT)) {
        errors.push({ field: 'amounts', message: 'Every amount must be 0 or more, and at most 1,000,000,000,000.' });
      } else if (amounts.length !== prices.length) {
        errors.push({
          field: 'amounts',
          message: `Enter one amount per price: ${amounts.length} amounts for ${prices.length} prices.`,
        });
      }
    }
    return errors;
  },
  compute: ({ mode, amount, amounts, prices, currentPrice, fee }) => {
    let coins = new Big(0);
    let invested = new Big(0);
    const purchases = prices.map((price, index) => {
      const spent = mode === 'list' ? (amounts[index] ?? 0) : amount;
      const bought = buySpending(spent, price, fee).coins;
      coins = coins.plus(bought);
      invested = invested.plus(spent);
      return {
        purchase: index + 1,
        amount: toCents(new Big(spent)),
        price,
        coins: bought.toNumber(),
        totalCoins: coins.toNumber(),
        invested: toCents(invested),
        averageCost: coins.gt(0) ? toUnitPrice(invested.div(coins)) : 0,
        value: toCents(coins.times(price)),
      };
    });
    const currentValue = coins.times(currentPrice);
    const profit = currentValue.minus(invested);
    const priceSum = prices.reduce((sum, price) => sum.plus(price), new Big(0));
    return {
      profit: toCents(profit),
      currentValue: toCents(currentValue),
      invested: toCents(invested),
      coins: coins.toNumber(),
      averageCost: coins.gt(0) ? toUnitPrice(invested.div(coins)) : 0,
      averagePrice: toUnitPrice(priceSum.div(prices.length)),
      roi: invested.gt(0) ? profit.div(invested).times(100).toNumber() : 0,
      purchases,
    };
  },
});
