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
  examples: [
    {
      inputs: {
        side: 'short',
        entry: 6000,
        exit: 5000,
        coins: 0.4,
        leverage: 10,
        openFee: 0.055,
        closeFee: 0.055,
        funding: 2.1,
      },
      expect: { grossPnl: 400, fees: 2.42, netPnl: 395.48 },
      tolerance: 0.005,
      source:
        'Bybit Help Center, "Profit and Loss calculations (USDT Contract)", closed P&L example: 0.4 BTC short at 6,000 closed at 5,000 → position P&L +400, opening fee 1.32, closing fee 1.10 (0.055 % each), funding paid 2.10 → closed P&L 395.48 USDT',
    },
    {
      inputs: { side: 'long', entry: 7000, exit: 7500, coins: 0.2, leverage: 10, openFee: 0, closeFee: 0, funding: 0 },
      expect: { grossPnl: 100, margin: 140, roe: 71.43 },
      tolerance: 0.005,
      source:
        'Bybit Help Center, "Profit and Loss calculations (USDT Contract)": 0.2 BTC long at 7,000, price 7,500 → P&L 0.2 × 500 = 100 USDT; initial margin 0.2 × 7,000 ÷ 10 = 140; Binance Futures FAQ ROE = PnL ÷ initial margin = 71.43 %',
    },
    {
      inputs: {
        side: 'long',
        entry: 60_000,
        exit: 61_000,
        coins: 0.5,
        leverage: 20,
        openFee: 0,
        closeFee: 0,
        funding: 0,
      },
      expect: { entryValue: 30_000, margin: 1500, netPnl: 500, roe: 33.33 },
      tolerance: 0.005,
      source:
        'Binance Square, "How to Calculate ROI in Binance Futures Trading": long 0.5 BTC at $60,000 with 20× → position $30,000, margin $1,500; BTC rises to $61,000 → profit $500, ROI = $500 ÷ $1,500 = 33.33 %',
    },
    {
      inputs: {
        side: 'long',
        entry: 50_000,
        exit: 50_000,
        coins: 1,
        leverage: 10,
        openFee: 0.05,
        closeFee: 0.05,
        funding: 0,
      },
      expect: { grossPnl: 0, fees: 50, netPnl: -50 },
      tolerance: 1e-9,
      source:
        'Edge case, fee arithmetic: closing at the entry price leaves only the fees, 0.05 % of $50,000 on each side = $25 + $25 = −$50',
    },
  ],
});
