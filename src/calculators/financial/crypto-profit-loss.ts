import { defineCalculator, money, out, percent } from '../../engine/index.ts';
import { toCents, toUnitPrice } from '../shared/money/cents.ts';
import { cryptoMarketTable } from '../shared/crypto/market.ts';
import { breakEvenSellPrice, buySpending, sell } from '../shared/crypto/spot-trades.ts';
import { moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';
import { tradePriceInput } from '../shared/presets/coin-price.ts';

export default defineCalculator({
  datedTables: [cryptoMarketTable],
  inputs: {
    invested: money({
      label: 'Amount invested',
      help: 'Everything you spent on the purchase, the buy fee included.',
      default: 1000,
      min: 0,
      max: 1_000_000_000_000,
    }),
    buyPrice: tradePriceInput('BTC', 'Buy price (1 coin)'),
    sellPrice: moneyAmount({ label: 'Sell price (1 coin)', default: 100_000 }, PRICE_MAX),
    buyFee: percent({ label: 'Buy fee', help: 'Percent of the trade value.', default: 0.1, min: 0, max: 50 }),
    sellFee: percent({ label: 'Sell fee', help: 'Percent of the sale value.', default: 0.1, min: 0, max: 50 }),
  },
  outputs: {
    profit: out.money({ label: 'Profit or loss', primary: true }),
    roi: out.percent({ label: 'Return on investment (ROI)', decimals: 2 }),
    coins: out.number({ label: 'Coins bought', digits: 10 }),
    proceeds: out.money({ label: 'Money received from the sale, after the fee' }),
    saleValue: out.money({ label: 'Sale value before the fee' }),
    buyFeePaid: out.money({ label: 'Buy fee paid' }),
    sellFeePaid: out.money({ label: 'Sell fee paid' }),
    totalFees: out.money({ label: 'Total fees' }),
    breakEven: out.money({ label: 'Break-even sell price (1 coin)', perUnit: true }),
    // Money is shown to the cent, which turns a coin priced below a cent into 0.00.
  },
  compute: ({ invested, buyPrice, sellPrice, buyFee, sellFee }) => {
    const buy = buySpending(invested, buyPrice, buyFee);
    const sale = sell(buy.coins, sellPrice, sellFee);
    const profit = sale.net.minus(invested);
    const breakEven = breakEvenSellPrice(buyPrice, buyFee, sellFee);
    return {
      profit: toCents(profit),
      roi: invested > 0 ? profit.div(invested).times(100).toNumber() : 0,
      coins: buy.coins.toNumber(),
      proceeds: toCents(sale.net),
      saleValue: toCents(sale.gross),
      buyFeePaid: toCents(buy.fee),
      sellFeePaid: toCents(sale.fee),
      totalFees: toCents(buy.fee.plus(sale.fee)),
      breakEven: toUnitPrice(breakEven),
    };
  },
});
