import Big from 'big.js';
import { defineCalculator, money, number, out, percent } from '../../engine/index.ts';
import { percentOf, PRICE_BOUNDS, safeDiv } from '../shared/crypto/position-pnl.ts';
import { toCents, toUnitPrice } from '../shared/money/cents.ts';
import { moneyAmount } from '../shared/presets/money-fields.ts';

const FEE = { min: 0, max: 10 } as const;

export default defineCalculator({
  inputs: {
    coins: number({
      label: 'Coins to buy',
      default: 1,
      min: 0,
      minInclusive: false,
      max: 1_000_000_000,
      suffix: 'coins',
    }),
    buyPrice: money({ label: 'Buy price on exchange A', default: 87_450, ...PRICE_BOUNDS }),
    sellPrice: money({ label: 'Sell price on exchange B', default: 88_120, ...PRICE_BOUNDS }),
    buyFee: percent({ label: 'Trading fee on exchange A', default: 0.1, ...FEE }),
    sellFee: percent({ label: 'Trading fee on exchange B', default: 0.1, ...FEE }),
    withdrawalFee: number({
      label: 'Withdrawal fee, in coins',
      help: 'Taken from the coins sent from A to B; 0 if you already hold coins on B.',
      default: 0.0002,
      min: 0,
      max: 1_000_000_000,
      suffix: 'coins',
    }),
    otherCosts: moneyAmount({
      label: 'Other fixed costs',
      help: 'Deposit or network fees charged in money; 0 if none.',
      default: 0,
    }),
  },
  outputs: {
    profit: out.money({ label: 'Net profit', primary: true }),
    returnPercent: out.percent({ label: 'Net return on the money spent', decimals: 3 }),
    cost: out.money({ label: 'Spent on exchange A (price + fee)' }),
    proceeds: out.money({ label: 'Received on exchange B (after fee and costs)' }),
    fees: out.money({ label: 'All fees and costs' }),
    spread: out.percent({ label: 'Price gap between the exchanges', decimals: 3 }),
    breakEvenSellPrice: out.money({ label: 'Sell price on B needed to break even', perUnit: true }),
  },
  validate: ({ coins, withdrawalFee }) =>
    withdrawalFee >= coins
      ? [{ field: 'withdrawalFee', message: 'The withdrawal fee must be smaller than the coins you buy.' }]
      : [],
  compute: ({ coins, buyPrice, sellPrice, buyFee, sellFee, withdrawalFee, otherCosts }) => {
    const bought = new Big(coins).times(buyPrice);
    const cost = bought.plus(percentOf(bought, buyFee));
    const arrived = new Big(coins).minus(withdrawalFee);
    const sold = arrived.times(sellPrice);
    const keptShare = new Big(1).minus(new Big(sellFee).div(100));
    const proceeds = sold.times(keptShare).minus(otherCosts);
    const profit = proceeds.minus(cost);
    // Fees in money: the buy fee, the coins lost to the withdrawal valued at B, the sell fee and the rest.
    const fees = percentOf(bought, buyFee)
      .plus(new Big(withdrawalFee).times(sellPrice))
      .plus(percentOf(sold, sellFee))
      .plus(otherCosts);
    return {
      profit: toCents(profit),
      returnPercent: safeDiv(profit.times(100), cost).toNumber(),
      cost: toCents(cost),
      proceeds: toCents(proceeds),
      fees: toCents(fees),
      spread: safeDiv(new Big(sellPrice).minus(buyPrice).times(100), buyPrice).toNumber(),
      breakEvenSellPrice: toUnitPrice(safeDiv(cost.plus(otherCosts), arrived.times(keptShare))),
    };
  },
});
