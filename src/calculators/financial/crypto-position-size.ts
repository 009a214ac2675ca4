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
});
