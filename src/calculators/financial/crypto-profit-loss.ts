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
  examples: [
    {
      inputs: { invested: 1000, buyPrice: 30_000, sellPrice: 45_000, buyFee: 0, sellFee: 0 },
      expect: { profit: 500, roi: 50, proceeds: 1500 },
      tolerance: 1e-9,
      source:
        'Calculop crypto profit calculator, scenario 1: $1,000 invested in BTC at $30,000 and sold at $45,000 gives a $500 profit (50% ROI), $1,500 in total; no fees',
    },
    {
      inputs: { invested: 100_100, buyPrice: 100_000, sellPrice: 100_150, buyFee: 0.1, sellFee: 0.1 },
      expect: { coins: 1, buyFeePaid: 100, sellFeePaid: 100.15, proceeds: 100_049.85, profit: -50.15 },
      tolerance: 1e-9,
      source:
        'CryptoFeeDiscount, "Real break-even prices with fees": 1 BTC bought at $100,000 with a 0.10% taker fee costs $100,100; sold at $100,150 with a $100.15 fee it returns $100,049.85, a loss of $50.15',
    },
    {
      inputs: { invested: 325, buyPrice: 100, sellPrice: 150, buyFee: 0, sellFee: 0 },
      expect: { coins: 3.25, profit: 162.5 },
      tolerance: 1e-9,
      source:
        'Calculator Academy crypto profit calculator, example problem 1: 3.25 coins bought at $100 and sold at $150 make (150 − 100) × 3.25 = $162.50',
    },
    {
      inputs: { invested: 500, buyPrice: 2000, sellPrice: 2000, buyFee: 0, sellFee: 0 },
      expect: { profit: 0, roi: 0, breakEven: 2000 },
      source: 'Edge case: selling at the buy price with no fees returns exactly the $500 invested',
    },
    {
      inputs: { invested: 7.25, buyPrice: 0.00000725, sellPrice: 0.00002523, buyFee: 0, sellFee: 0 },
      expect: { coins: 1_000_000, proceeds: 25.23, roi: 248, breakEven: 0.00000725 },
      source:
        'InvestorPlace, "Why Shiba Inu\'s spectacular gains in October make almost no sense" (18 October 2021): SHIB at 0.000725 cents ($0.00000725) on 30 September and 0.002523 cents ($0.00002523) on 17 October, so 1 million SHIB cost $7.25 and are now worth $25.23, up 248%; with no fees the break-even price is the buy price itself',
    },
  ],
});
