import Big from 'big.js';
import { defineCalculator, numberList, out, select, type FieldError } from '../../engine/index.ts';
import { PRICE_BOUNDS, safeDiv } from '../shared/crypto/position-pnl.ts';
import { toCents } from '../shared/money/cents.ts';

const METHODS = [
  { value: 'fifo', label: 'FIFO (first in, first out)' },
  { value: 'lifo', label: 'LIFO (last in, first out)' },
  { value: 'hifo', label: 'HIFO (highest cost first)' },
  { value: 'average', label: 'Average cost' },
] as const;
type Method = (typeof METHODS)[number]['value'];

interface Lot {
  line: number;
  coins: Big;
  price: Big;
}

type Sale = {
  line: number;
  coins: number;
  price: number;
  proceeds: number;
  basis: number;
  gain: number;
};

interface MethodResult {
  basisSold: Big;
  proceeds: Big;
  sales: Sale[];
  lots: Lot[];
}

/** Which open lot a sale draws from next: oldest, newest or dearest. */
function nextLot(lots: Lot[], method: Exclude<Method, 'average'>): number {
  if (method === 'fifo') return 0;
  if (method === 'lifo') return lots.length - 1;
  let best = 0;
  lots.forEach((lot, index) => {
    if (lot.price.gt(lots[best]?.price ?? 0)) best = index;
  });
  return best;
}

/** Replays the buys and sells in order, matching each sale against lots by `method`. */
function replay(quantities: readonly number[], prices: readonly number[], method: Method): MethodResult {
  let lots: Lot[] = [];
  let basisSold = new Big(0);
  let proceeds = new Big(0);
  const sales: Sale[] = [];
  quantities.forEach((quantity, index) => {
    const price = new Big(prices[index] ?? 0);
    const line = index + 1;
    if (quantity > 0) {
      if (method === 'average' && lots[0]) {
        // One pooled lot whose price is the running average cost per coin.
        const pool = lots[0];
        const coins = pool.coins.plus(quantity);
        pool.price = pool.coins.times(pool.price).plus(price.times(quantity)).div(coins);
        pool.coins = coins;
      } else {
        lots.push({ line, coins: new Big(quantity), price });
      }
      return;
    }
    let left = new Big(quantity).abs();
    const sold = left;
    let basis = new Big(0);
    while (left.gt(0) && lots.length > 0) {
      const at = method === 'average' ? 0 : nextLot(lots, method);
      const lot = lots[at];
      if (!lot) break;
      const take = lot.coins.lt(left) ? lot.coins : left;
      basis = basis.plus(take.times(lot.price));
      lot.coins = lot.coins.minus(take);
      left = left.minus(take);
      if (lot.coins.eq(0)) lots = lots.filter((_, i) => i !== at);
    }
    const saleProceeds = sold.times(price);
    basisSold = basisSold.plus(basis);
    proceeds = proceeds.plus(saleProceeds);
    sales.push({
      line,
      coins: sold.toNumber(),
      price: price.toNumber(),
      proceeds: toCents(saleProceeds),
      basis: toCents(basis),
      gain: toCents(saleProceeds.minus(basis)),
    });
  });
  return { basisSold, proceeds, sales, lots };
}

const sumCoins = (lots: Lot[]) => lots.reduce((total, lot) => total.plus(lot.coins), new Big(0));
const sumCost = (lots: Lot[]) => lots.reduce((total, lot) => total.plus(lot.coins.times(lot.price)), new Big(0));

export default defineCalculator({
  inputs: {
    quantities: numberList({
      label: 'Coins bought (+) or sold (−), in date order',
      help: 'One entry per trade: 1.5 for "buy 1.5", -0.5 for "sell 0.5" (type a minus sign). Example: 1.5, 1, -1.2, 0.8, -1',
      default: [1.5, 1, -1.2, 0.8, -1],
      minCount: 1,
      maxCount: 100,
    }),
    prices: numberList({
      label: 'Price per coin of each trade, same order',
      help: 'The buy or sell price for each entry above, e.g. 20000, 35000, 42000, 30000, 45000',
      default: [20_000, 35_000, 42_000, 30_000, 45_000],
      minCount: 1,
      maxCount: 100,
    }),
    detail: select({ label: 'Method for the detail tables', options: METHODS, default: 'fifo' }),
  },
  outputs: {
    fifoGain: out.money({ label: 'Realized gain, FIFO', primary: true }),
    lifoGain: out.money({ label: 'Realized gain, LIFO' }),
    hifoGain: out.money({ label: 'Realized gain, HIFO (highest cost first)' }),
    averageGain: out.money({ label: 'Realized gain, average cost' }),
    proceeds: out.money({ label: 'Total sale proceeds' }),
    coinsLeft: out.number({ label: 'Coins still held', digits: 8, suffix: 'coins' }),
    comparison: out.table({
      label: 'Methods side by side',
      columns: [
        { key: 'method', label: 'Method', kind: 'text' },
        { key: 'basisSold', label: 'Cost basis of coins sold', kind: 'money' },
        { key: 'gain', label: 'Realized gain', kind: 'money' },
        { key: 'basisLeft', label: 'Cost basis of coins held', kind: 'money' },
        { key: 'averageLeft', label: 'Average cost of coins held', kind: 'money' },
      ],
    }),
    sales: out.table({
      label: 'Each sale under the chosen method',
      columns: [
        { key: 'line', label: 'Entry', kind: 'integer' },
        { key: 'coins', label: 'Coins sold', kind: 'number' },
        { key: 'price', label: 'Sale price', kind: 'money' },
        { key: 'proceeds', label: 'Proceeds', kind: 'money' },
        { key: 'basis', label: 'Cost basis', kind: 'money' },
        { key: 'gain', label: 'Gain', kind: 'money' },
      ],
    }),
    lots: out.table({
      label: 'Remaining lots under the chosen method',
      columns: [
        { key: 'bought', label: 'Bought in entry', kind: 'text' },
        { key: 'coins', label: 'Coins', kind: 'number' },
        { key: 'price', label: 'Cost per coin', kind: 'money' },
        { key: 'cost', label: 'Cost basis', kind: 'money' },
      ],
    }),
  },
  validate: ({ quantities, prices }) => {
    const errors: FieldError[] = [];
    if (prices.length !== quantities.length) {
      errors.push({
        field: 'prices',
        message: `Enter one price for each trade: ${quantities.length} trades, ${prices.length} prices.`,
      });
    } else if (prices.some((p) => p < PRICE_BOUNDS.min || p > PRICE_BOUNDS.max)) {
      errors.push({ field: 'prices', message: 'Each price must be from 0.00000001 to 1,000,000,000.' });
    }
    if (quantities.some((q) => q === 0 || Math.abs(q) > 1e9)) {
      errors.push({ field: 'quantities', message: 'Each trade needs a quantity other than 0, at most 1,000,000,000.' });
      return errors;
    }
    let held = new Big(0);
    for (const [index, quantity] of quantities.entries()) {
      const after = held.plus(quantity);
      if (after.lt(0)) {
        errors.push({
          field: 'quantities',
          message: `Entry ${index + 1} sells ${-quantity} coins but only ${held.toNumber()} are held at that point. A sale cannot be larger than the coins bought before it.`,
        });
        break;
      }
      held = after;
    }
    return errors;
  },
  compute: ({ quantities, prices, detail }) => {
    const results = Object.fromEntries(METHODS.map((m) => [m.value, replay(quantities, prices, m.value)])) as Record<
      Method,
      MethodResult
    >;
    const gain = (r: MethodResult) => toCents(r.proceeds.minus(r.basisSold));
    const chosen = results[detail];
    return {
      fifoGain: gain(results.fifo),
      lifoGain: gain(results.lifo),
      hifoGain: gain(results.hifo),
      averageGain: gain(results.average),
      proceeds: toCents(results.fifo.proceeds),
      coinsLeft: sumCoins(results.fifo.lots).toNumber(),
      comparison: METHODS.map(({ value, label }) => {
        const r = results[value];
        return {
          method: label,
          basisSold: toCents(r.basisSold),
          gain: gain(r),
          basisLeft: toCents(sumCost(r.lots)),
          averageLeft: toCents(safeDiv(sumCost(r.lots), sumCoins(r.lots))),
        };
      }),
      sales: chosen.sales,
      lots: chosen.lots.map((lot) => ({
        bought: detail === 'average' ? 'All buys (pooled)' : String(lot.line),
        coins: lot.coins.toNumber(),
        price: toCents(lot.price),
        cost: toCents(lot.coins.times(lot.price)),
      })),
    };
  },
});
