import Big from 'big.js';
import { defineCalculator, money, number, out, percent } from '../../engine/index.ts';
import { linearPnl, percentOf, PRICE_BOUNDS, safeDiv } from '../shared/crypto/position-pnl.ts';
import { positionSizeInput, sideInput } from '../shared/presets/position-fields.ts';
import { toCents } from '../shared/money/cents.ts';

const FEE = { min: 0, max: 5 } as const;

export default defineCalculator({
  inputs: {
    side: sideInput(),
    entry: money({ label: 'Entry price', default: 60_000, ...PRICE_BOUNDS }),
    exit: money({ label: 'Exit price', default: 63_000, ...PRICE_BOUNDS }),
    coins: positionSizeInput(0.5),
    leverage: number({ label: 'Leverage', default: 10, min: 1, max: 200, suffix: '×' }),
    openFee: percent({ label: 'Opening fee rate', help: 'Taker fees are often 0.04–0.06 %.', default: 0.05, ...FEE }),
    closeFee: percent({ label: 'Closing fee rate', default: 0.05, ...FEE }),
    funding: money({
      label: 'Funding paid while open',
      help: 'Total funding you paid; enter a negative amount for funding you received.',
      default: 0,
      min: -1_000_000_000,
      max: 1_000_000_000,
    }),
  },
  outputs: {
    netPnl: out.money({ label: 'Net profit or loss (after fees and funding)', primary: true }),
    roe: out.percent({ label: 'Return on margin (ROE), after fees', decimals: 2 }),
    grossPnl: out.money({ label: 'Profit or loss before fees' }),
    fees: out.money({ label: 'Trading fees (open + close)' }),
    margin: out.money({ label: 'Initial margin' }),
    entryValue: out.money({ label: 'Position value at entry' }),
    exitValue: out.money({ label: 'Position value at exit' }),
    priceMove: out.percent({ label: 'Price change from entry to exit', decimals: 2 }),
  },
  compute: ({ side, entry, exit, coins, leverage, openFee, closeFee, funding }) => {
    const entryValue = new Big(coins).times(entry);
    const exitValue = new Big(coins).times(exit);
    const gross = linearPnl(side, coins, entry, exit);
    // Exchanges charge each fee on the position value at the price of that trade.
    const fees = percentOf(entryValue, openFee).plus(percentOf(exitValue, closeFee));
    const net = gross.minus(fees).minus(funding);
    const margin = safeDiv(entryValue, leverage);
    return {
      netPnl: toCents(net),
      roe: safeDiv(net.times(100), margin).toNumber(),
      grossPnl: toCents(gross),
      fees: toCents(fees),
      margin: toCents(margin),
      entryValue: toCents(entryValue),
      exitValue: toCents(exitValue),
      priceMove: safeDiv(new Big(exit).minus(entry).times(100), entry).toNumber(),
    };
  },
});
