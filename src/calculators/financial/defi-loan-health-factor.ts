import Big from 'big.js';
import { defineCalculator, money, number, out, percent } from '../../engine/index.ts';
import { percentOf, PRICE_BOUNDS, safeDiv } from '../shared/crypto/position-pnl.ts';
import { toCents } from '../shared/money/cents.ts';

const THRESHOLD = { min: 0, max: 100 } as const;

export default defineCalculator({
  inputs: {
    collateralCoins: number({
      label: 'Collateral coins',
      help: 'The coin whose liquidation price you want, e.g. ETH.',
      default: 5,
      min: 0,
      max: 1_000_000_000,
      suffix: 'coins',
    }),
    collateralPrice: money({ label: 'Collateral coin price', default: 3000, ...PRICE_BOUNDS }),
    threshold: percent({
      label: 'Liquidation threshold of the coin',
      help: "From the market's reserve parameters (e.g. 80–83 % for ETH on Aave V3).",
      default: 82.5,
      ...THRESHOLD,
    }),
    otherCollateral: money({
      label: 'Other collateral value (optional)',
      help: 'Value of any other supplied collateral; its price is held fixed.',
      default: 0,
      min: 0,
      max: 1_000_000_000_000,
    }),
    otherThreshold: percent({ label: 'Liquidation threshold of the other collateral', default: 80, ...THRESHOLD }),
    debt: money({
      label: 'Total debt (borrowed + interest)',
      help: 'Stablecoin debt at $1, or the current value of what you borrowed.',
      default: 7000,
      min: 0,
      minInclusive: false,
      max: 1_000_000_000_000,
    }),
  },
  outputs: {
    healthFactor: out.number({ label: 'Health factor', primary: true, decimals: 2 }),
    status: out.text({ label: 'Status' }),
    liquidationPrice: out.money({ label: 'Liquidation price of the collateral coin', perUnit: true }),
    priceDrop: out.percent({ label: 'Price fall that triggers liquidation', decimals: 1 }),
    collateralValue: out.money({ label: 'Total collateral value' }),
    loanToValue: out.percent({ label: 'Loan-to-value (debt ÷ collateral)', decimals: 1 }),
    borrowRoom: out.money({ label: 'More debt possible before liquidation (health factor 1)' }),
  },
  compute: ({ collateralCoins, collateralPrice, threshold, otherCollateral, otherThreshold, debt }) => {
    const coinValue = new Big(collateralCoins).times(collateralPrice);
    const coinWeighted = percentOf(coinValue, threshold);
    const otherWeighted = percentOf(otherCollateral, otherThreshold);
    // Aave: health factor = Σ (collateral value × liquidation threshold) ÷ total debt.
    const weighted = coinWeighted.plus(otherWeighted);
    const healthFactor = safeDiv(weighted, debt);
    // The coin price at which the weighted collateral equals the debt (other collateral fixed).
    const coinWeight = percentOf(collateralCoins, threshold);
    const needed = new Big(debt).minus(otherWeighted);
    const liquidationPrice = needed.lte(0) || coinWeight.eq(0) ? new Big(0) : needed.div(coinWeight);
    const covered = needed.lte(0);
    const drop = safeDiv(new Big(collateralPrice).minus(liquidationPrice).times(100), collateralPrice);
    const room = weighted.minus(debt);
    let status: string;
    if (healthFactor.lt(1)) status = 'Below 1: the position can be liquidated now.';
    else if (covered)
      status = 'The other collateral alone covers the debt, so the coin price cannot trigger liquidation.';
    else if (healthFactor.lt(1.5)) status = 'Close to liquidation: a modest price fall would trigger it.';
    else status = 'Healthy at today\u2019s prices.';
    return {
      healthFactor: healthFactor.toNumber(),
      status,
      liquidationPrice: liquidationPrice.round(8, Big.roundHalfUp).toNumber(),
      priceDrop: drop.lt(0) || covered ? 0 : drop.toNumber(),
      collateralValue: toCents(coinValue.plus(otherCollateral)),
      loanToValue: safeDiv(new Big(debt).times(100), coinValue.plus(otherCollateral)).toNumber(),
      borrowRoom: toCents(room.lt(0) ? new Big(0) : room),
    };
  },
});
