import Big from 'big.js';
import { defineCalculator, out, percent } from '../../engine/index.ts';
import { toCents } from '../shared/money/cents.ts';
import { moneyAmount } from '../shared/presets/money-fields.ts';

// A price can fall by almost all of its value but not by all of it (the pool would hold nothing).
const CHANGE = { min: -99.99, max: 100_000 } as const;

export default defineCalculator({
  inputs: {
    deposit: moneyAmount({
      label: 'Value deposited',
      help: 'The total value of both tokens when you added them, half in each.',
      default: 10_000,
    }),
    changeA: percent({
      label: 'Price change of token A',
      help: 'e.g. 100 % when the price doubles.',
      default: 100,
      ...CHANGE,
    }),
    changeB: percent({ label: 'Price change of token B', help: '0 % for a stablecoin.', default: 0, ...CHANGE }),
  },
  outputs: {
    loss: out.percent({ label: 'Impermanent loss compared with holding', primary: true, decimals: 2 }),
    poolValue: out.money({ label: 'Value in the pool now' }),
    heldValue: out.money({ label: 'Value if you had held the tokens' }),
    lossAmount: out.money({ label: 'Difference (holding minus pool)' }),
    priceRatio: out.number({ label: 'Relative price change k (A against B)', digits: 4 }),
  },
  compute: ({ deposit, changeA, changeB }) => {
    const growthA = new Big(changeA).div(100).plus(1);
    const growthB = new Big(changeB).div(100).plus(1);
    const half = new Big(deposit).div(2);
    const held = half.times(growthA).plus(half.times(growthB));
    // A 50/50 constant-product pool ends with the geometric mean of the two growths.
    const pool = new Big(deposit).times(growthA.times(growthB).sqrt());
    const k = growthA.div(growthB);
    // IL = 1 − 2√k ÷ (1 + k), the same as 1 − pool ÷ held.
    const loss = new Big(1).minus(k.sqrt().times(2).div(k.plus(1))).times(100);
    return {
      loss: loss.toNumber(),
      poolValue: toCents(pool),
      heldValue: toCents(held),
      lossAmount: toCents(held.minus(pool)),
      priceRatio: k.toNumber(),
    };
  },
});
