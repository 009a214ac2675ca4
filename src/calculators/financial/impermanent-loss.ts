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
  examples: [
    {
      inputs: { deposit: 10_000, changeA: 100, changeB: 0 },
      expect: { loss: 5.72 },
      tolerance: 0.01,
      source:
        'Pintail, "Uniswap: A Good Deal for Liquidity Providers?": IL = 2√k ÷ (1 + k) − 1; a 2× price change gives a 5.7 % loss relative to holding (2√2 ÷ 3 − 1 = −5.72 %)',
    },
    {
      inputs: { deposit: 10_000, changeA: 400, changeB: 0 },
      expect: { loss: 25.5 },
      tolerance: 0.05,
      source:
        'Pintail, "Uniswap: A Good Deal for Liquidity Providers?": a 5× price change gives a 25.5 % loss relative to holding',
    },
    {
      inputs: { deposit: 200, changeA: 100, changeB: 0 },
      expect: { heldValue: 300, poolValue: 282.84, lossAmount: 17.16 },
      tolerance: 0.03,
      source:
        'Finematics / r/UniSwap worked example: 1 ETH + 100 DAI (ETH at 100 DAI) deposited; ETH doubles to 200 → the pool returns 0.707 ETH + 141.42 DAI = $282.82 against $300 held, a loss of about $17.18 (5.7 %)',
    },
    {
      inputs: { deposit: 5000, changeA: 50, changeB: 50 },
      expect: { loss: 0, poolValue: 7500, heldValue: 7500 },
      tolerance: 1e-9,
      source:
        'Edge case from the Pintail formula: when both prices move together k = 1, so 2√1 ÷ 2 − 1 = 0 and there is no impermanent loss',
    },
  ],
});
