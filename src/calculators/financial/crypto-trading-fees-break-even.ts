import { defineCalculator, money, out, percent, radio } from '../../engine/index.ts';
import { toCents, toUnitPrice } from '../shared/money/cents.ts';
import { cryptoMarketTable } from '../shared/crypto/market.ts';
import { breakEvenSellPrice, buyWorth, sell } from '../shared/crypto/spot-trades.ts';
import { moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';
import { tradePriceInput } from '../shared/presets/coin-price.ts';

const ORDER_TYPES = [
  { value: 'maker', label: 'Maker (limit order on the book)' },
  { value: 'taker', label: 'Taker (market order)' },
] as const;

export default defineCalculator({
  datedTables: [cryptoMarketTable],
  inputs: {
    tradeValue: money({
      label: 'Trade size',
      help: 'The value of the coins you buy, before the fee.',
      default: 1000,
      min: 0,
      max: 1_000_000_000_000,
    }),
    buyPrice: tradePriceInput('BTC', 'Buy price (1 coin)'),
    buyOrder: radio({ label: 'Buy order type', options: ORDER_TYPES, default: 'taker' }),
    sellOrder: radio({ label: 'Sell order type', options: ORDER_TYPES, default: 'maker' }),
    makerFee: percent({ label: 'Maker fee', default: 0.1, min: 0, max: 10 }),
    takerFee: percent({ label: 'Taker fee', default: 0.1, min: 0, max: 10 }),
    sellPrice: moneyAmount(
      {
        label: 'Planned sell price (1 coin)',
        help: 'To see the fees and the result of selling at this price.',
        default: 95_000,
      },
      PRICE_MAX,
    ),
  },
  outputs: {
    breakEven: out.money({ label: 'Break-even sell price (1 coin)', primary: true, perUnit: true }),
    requiredMove: out.percent({ label: 'Price rise needed to break even', decimals: 4 }),
    coins: out.number({ label: 'Coins bought', digits: 10 }),
    buyFeePaid: out.money({ label: 'Buy fee' }),
    sellFeePaid: out.money({ label: 'Sell fee at the planned price' }),
    totalFees: out.money({ label: 'Total fees at the planned price' }),
    netResult: out.money({ label: 'Profit or loss at the planned price, after fees' }),
  },
  compute: ({ tradeValue, buyPrice, buyOrder, sellOrder, makerFee, takerFee, sellPrice }) => {
    const buyFee = buyOrder === 'maker' ? makerFee : takerFee;
    const sellFee = sellOrder === 'maker' ? makerFee : takerFee;
    const buy = buyWorth(tradeValue, buyPrice, buyFee);
    const sale = sell(buy.coins, sellPrice, sellFee);
    const breakEven = breakEvenSellPrice(buyPrice, buyFee, sellFee);
    return {
      breakEven: toUnitPrice(breakEven),
      requiredMove: breakEven.div(buyPrice).minus(1).times(100).toNumber(),
      coins: buy.coins.toNumber(),
      buyFeePaid: toCents(buy.fee),
      sellFeePaid: toCents(sale.fee),
      totalFees: toCents(buy.fee.plus(sale.fee)),
      netResult: toCents(sale.net.minus(buy.tradeValue).minus(buy.fee)),
    };
  },
});
