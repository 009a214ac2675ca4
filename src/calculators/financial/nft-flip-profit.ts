import Big from 'big.js';
import { defineCalculator, money, number, out, percent } from '../../engine/index.ts';
import { percentOf, safeDiv } from '../shared/crypto/position-pnl.ts';
import { toCents } from '../shared/money/cents.ts';

const ETH_AMOUNT = { min: 0, max: 1_000_000, suffix: 'ETH' } as const;

export default defineCalculator({
  inputs: {
    buyPrice: number({ label: 'Purchase price', default: 2, ...ETH_AMOUNT }),
    buyGas: number({ label: 'Gas paid to buy', default: 0.005, ...ETH_AMOUNT }),
    sellPrice: number({ label: 'Sale price', default: 3, ...ETH_AMOUNT }),
    marketplaceFee: percent({
      label: 'Marketplace fee',
      help: 'Taken from the sale price; check your marketplace (often 0.5–2.5 %).',
      default: 2.5,
      min: 0,
      max: 50,
    }),
    royalty: percent({
      label: 'Creator royalty',
      help: 'Set by the collection; 0 if it is not enforced.',
      default: 5,
      min: 0,
      max: 50,
    }),
    sellGas: number({ label: 'Gas paid to list and sell', default: 0.002, ...ETH_AMOUNT }),
    ethPrice: money({
      label: 'Price of 1 ETH',
      help: 'Converts the results into your currency.',
      default: 3000,
      min: 0,
      max: 10_000_000,
    }),
  },
  outputs: {
    profit: out.number({ label: 'Net profit', primary: true, decimals: 5, suffix: 'ETH' }),
    profitValue: out.money({ label: 'Net profit in your currency' }),
    roi: out.percent({ label: 'Return on the total cost (ROI)', decimals: 2 }),
    breakEven: out.number({ label: 'Sale price needed to break even', decimals: 5, suffix: 'ETH' }),
    totalCost: out.number({ label: 'Total cost (price + all gas)', decimals: 5, suffix: 'ETH' }),
    proceeds: out.number({ label: 'Received from the sale after fee and royalty', decimals: 5, suffix: 'ETH' }),
    feesAndRoyalty: out.number({ label: 'Marketplace fee + royalty', decimals: 5, suffix: 'ETH' }),
  },
  validate: ({ marketplaceFee, royalty }) =>
    marketplaceFee + royalty >= 100
      ? [{ field: 'royalty', message: 'The fee and the royalty together must be less than 100 %.' }]
      : [],
  compute: ({ buyPrice, buyGas, sellPrice, marketplaceFee, royalty, sellGas, ethPrice }) => {
    const cutPercent = new Big(marketplaceFee).plus(royalty).toNumber();
    const cut = percentOf(sellPrice, cutPercent);
    const proceeds = new Big(sellPrice).minus(cut);
    const totalCost = new Big(buyPrice).plus(buyGas).plus(sellGas);
    const profit = proceeds.minus(totalCost);
    // Solve S × (1 − fee − royalty) = price + gas for the sale price S.
    const breakEven = safeDiv(totalCost, new Big(1).minus(new Big(cutPercent).div(100)));
    return {
      profit: profit.toNumber(),
      profitValue: toCents(profit.times(ethPrice)),
      roi: safeDiv(profit.times(100), totalCost).toNumber(),
      breakEven: breakEven.toNumber(),
      totalCost: totalCost.toNumber(),
      proceeds: proceeds.toNumber(),
      feesAndRoyalty: cut.toNumber(),
    };
  },
});
