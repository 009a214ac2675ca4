import Big from 'big.js';
import { defineCalculator, money, number, out, percent } from '../../engine/index.ts';
import { percentOf, PRICE_BOUNDS, safeDiv, stopSideMessage } from '../shared/crypto/position-pnl.ts';
import { sideInput } from '../shared/presets/position-fields.ts';
import { toCents } from '../shared/money/cents.ts';
import { moneyAmount } from '../shared/presets/money-fields.ts';

export default defineCalculator({
  inputs: {
    account: moneyAmount({ label: 'Account size', default: 10_000, minInclusive: false }),
    riskPercent: percent({
      label: 'Risk per trade',
      help: 'The share of the account you accept losing if the stop-loss is hit; 1–2 % is common.',
      default: 1,
      min: 0.01,
      max: 100,
    }),
    side: sideInput(),
    entry: money({ label: 'Entry price', default: 42_000, ...PRICE_BOUNDS }),
    stop: money({ label: 'Stop-loss price', default: 40_700, ...PRICE_BOUNDS }),
    leverage: number({
      label: 'Leverage',
      help: 'Use 1 for a spot trade. Leverage changes the margin you put up, not the amount at risk.',
      default: 1,
      min: 1,
      max: 200,
      suffix: '×',
    }),
  },
  outputs: {
    coins: out.number({ label: 'Position size', primary: true, digits: 6, suffix: 'coins' }),
    positionValue: out.money({ label: 'Position value (notional)' }),
    margin: out.money({ label: 'Margin needed at this leverage' }),
    riskAmount: out.money({ label: 'Amount at risk if the stop is hit' }),
    stopDistance: out.percent({ label: 'Stop distance from the entry', decimals: 2 }),
    accountShare: out.percent({ label: 'Position value as a share of the account', decimals: 1 }),
    note: out.text({ label: 'Check' }),
  },
  validate: ({ side, entry, stop }) => {
    const message = stopSideMessage(side, entry, stop);
    return message ? [{ field: 'stop', message }] : [];
  },
  compute: ({ account, riskPercent, entry, stop, leverage }) => {
    const riskAmount = percentOf(account, riskPercent);
    const lossPerCoin = new Big(entry).minus(stop).abs();
    const coins = safeDiv(riskAmount, lossPerCoin);
    const positionValue = coins.times(entry);
    const margin = safeDiv(positionValue, leverage);
    return {
      coins: coins.toNumber(),
      positionValue: toCents(positionValue),
      margin: toCents(margin),
      riskAmount: toCents(riskAmount),
      stopDistance: safeDiv(lossPerCoin.times(100), entry).toNumber(),
      accountShare: safeDiv(positionValue.times(100), account).toNumber(),
      note: margin.gt(account)
        ? 'The margin needed is larger than the account: lower the risk, move the stop further away or use more leverage.'
        : 'The margin fits in the account. Fees and slippage can make the real loss at the stop a little larger.',
    };
  },
  examples: [
    {
      inputs: { account: 10_000, riskPercent: 1, side: 'long', entry: 42_000, stop: 40_700, leverage: 1 },
      expect: { riskAmount: 100, coins: 0.0769, positionValue: 3230.77 },
      tolerance: 0.01,
      source:
        'CryptoSignalApp docs, "Position Sizing": $10,000 account, 1 % risk ($100), long BTC at $42,000 with the stop at $40,700 → $100 ÷ $1,300 = 0.0769 BTC, about $3,230 of BTC',
    },
    {
      inputs: { account: 10_000, riskPercent: 1, side: 'long', entry: 2, stop: 1.8, leverage: 5 },
      expect: { riskAmount: 100, coins: 500, positionValue: 1000, margin: 200 },
      tolerance: 1e-6,
      source:
        'Block Flux, "Crypto Risk Management": $10,000 account, 1 % risk = $100, entry $2.00, stop $1.80 → $0.20 risk per token, 500 tokens ($1,000); at 5× the margin is $1,000 ÷ 5 = $200',
    },
    {
      inputs: { account: 8000, riskPercent: 1.5, side: 'short', entry: 3400, stop: 3500, leverage: 5 },
      expect: { riskAmount: 120, coins: 1.2, positionValue: 4080, margin: 816 },
      tolerance: 2.5,
      source:
        'CoinFutures, "Position sizing", practical example 2 (ETH short): $8,000 account, 1.5 % risk = $120, entry $3,400, stop $3,500 → position about $4,082 (they round the stop distance to 2.94 %), $816 margin at 5×',
    },
  ],
});
