import { defineCalculator, integer, money, out, percent } from '../../engine/index.ts';
import { percentOf, safeDiv } from '../shared/crypto/position-pnl.ts';
import { toCents } from '../shared/money/cents.ts';

const AMOUNT = { min: 0, max: 1_000_000_000_000 } as const;

export default defineCalculator({
  inputs: {
    deposit: money({ label: 'Your deposit', default: 10_000, ...AMOUNT }),
    poolLiquidity: money({
      label: 'Total pool liquidity (TVL), including your deposit',
      default: 2_000_000,
      ...AMOUNT,
      min: 1,
    }),
    dailyVolume: money({ label: 'Trading volume per day', default: 600_000, ...AMOUNT }),
    feeTier: percent({
      label: 'Pool fee tier',
      help: 'Uniswap tiers are 0.01 %, 0.05 %, 0.3 % and 1 %.',
      default: 0.3,
      min: 0,
      max: 10,
    }),
    lpShare: percent({
      label: 'Share of the fee paid to liquidity providers',
      help: '100 % unless the protocol keeps part of the fee.',
      default: 100,
      min: 0,
      max: 100,
    }),
    days: integer({ label: 'Days in the pool', default: 30, min: 1, max: 3650, suffix: 'days' }),
    impermanentLoss: percent({
      label: 'Impermanent loss to offset (optional)',
      help: 'From the impermanent loss calculator; 0 to leave it out.',
      default: 0,
      min: 0,
      max: 100,
    }),
  },
  outputs: {
    totalEarnings: out.money({ label: 'Fee earnings over the period', primary: true }),
    dailyEarnings: out.money({ label: 'Your fee earnings per day' }),
    poolShare: out.percent({ label: 'Your share of the pool', decimals: 4 }),
    poolFeesPerDay: out.money({ label: 'Fees paid to all liquidity providers per day' }),
    apr: out.percent({ label: 'Fee APR (simple, fees not reinvested)', decimals: 2 }),
    lossAmount: out.money({ label: 'Impermanent loss on your deposit' }),
    net: out.money({ label: 'Fee earnings minus impermanent loss' }),
    breakEvenDays: out.number({
      label: 'Days of fees needed to cover the loss',
      help: 'Shown as 0 when there is no loss to cover, or no fee income to cover it.',
      decimals: 1,
      suffix: 'days',
    }),
  },
  validate: ({ deposit, poolLiquidity }) =>
    deposit > poolLiquidity
      ? [{ field: 'poolLiquidity', message: 'The pool total must include your deposit, so it cannot be smaller.' }]
      : [],
  compute: ({ deposit, poolLiquidity, dailyVolume, feeTier, lpShare, days, impermanentLoss }) => {
    const share = safeDiv(deposit, poolLiquidity);
    const poolFeesPerDay = percentOf(percentOf(dailyVolume, feeTier), lpShare);
    const daily = poolFeesPerDay.times(share);
    const total = daily.times(days);
    const lossAmount = percentOf(deposit, impermanentLoss);
    return {
      totalEarnings: toCents(total),
      dailyEarnings: toCents(daily),
      poolShare: share.times(100).toNumber(),
      poolFeesPerDay: toCents(poolFeesPerDay),
      apr: safeDiv(daily.times(365).times(100), deposit).toNumber(),
      lossAmount: toCents(lossAmount),
      net: toCents(total.minus(lossAmount)),
      breakEvenDays: safeDiv(lossAmount, daily).toNumber(),
    };
  },
});
