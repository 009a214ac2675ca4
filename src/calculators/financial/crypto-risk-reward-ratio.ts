import Big from 'big.js';
import { defineCalculator, money, number, out } from '../../engine/index.ts';
import { PRICE_BOUNDS, safeDiv, stopSideMessage } from '../shared/crypto/position-pnl.ts';
import { sideInput } from '../shared/presets/position-fields.ts';
import { toCents, toUnitPrice } from '../shared/money/cents.ts';

export default defineCalculator({
  inputs: {
    side: sideInput(),
    entry: money({ label: 'Entry price', default: 100, ...PRICE_BOUNDS }),
    stop: money({ label: 'Stop-loss price', default: 95, ...PRICE_BOUNDS }),
    target: money({ label: 'Take-profit (target) price', default: 115, ...PRICE_BOUNDS }),
    coins: number({
      label: 'Position size',
      help: 'Optional: the number of coins, to see the amounts at risk and to gain.',
      default: 10,
      min: 0,
      max: 1_000_000_000,
      suffix: 'coins',
    }),
  },
  outputs: {
    ratio: out.number({ label: 'Reward-to-risk ratio (reward ÷ risk)', primary: true, decimals: 2 }),
    ratioText: out.text({ label: 'Risk : reward' }),
    breakEvenWinRate: out.percent({ label: 'Win rate needed to break even', decimals: 1 }),
    riskPerCoin: out.money({ label: 'Risk per coin (entry to stop)', perUnit: true }),
    rewardPerCoin: out.money({ label: 'Reward per coin (entry to target)', perUnit: true }),
    riskPercent: out.percent({ label: 'Move to the stop', decimals: 2 }),
    rewardPercent: out.percent({ label: 'Move to the target', decimals: 2 }),
    totalRisk: out.money({ label: 'Amount at risk for the position' }),
    totalReward: out.money({ label: 'Potential profit for the position' }),
  },
  validate: ({ side, entry, stop, target }) => {
    const errors = [];
    const stopMessage = stopSideMessage(side, entry, stop);
    if (stopMessage) errors.push({ field: 'stop', message: stopMessage });
    if (side === 'long' && !(target > entry)) {
      errors.push({ field: 'target', message: 'For a long, the target must be above the entry price.' });
    }
    if (side === 'short' && !(target < entry)) {
      errors.push({ field: 'target', message: 'For a short, the target must be below the entry price.' });
    }
    return errors;
  },
  compute: ({ entry, stop, target, coins }) => {
    const risk = new Big(entry).minus(stop).abs();
    const reward = new Big(target).minus(entry).abs();
    const ratio = safeDiv(reward, risk);
    return {
      ratio: ratio.toNumber(),
      ratioText: `1 : ${ratio.round(2).toString()}`,
      // Break-even when p × reward = (1 − p) × risk, so p = risk ÷ (risk + reward).
      breakEvenWinRate: safeDiv(risk.times(100), risk.plus(reward)).toNumber(),
      riskPerCoin: toUnitPrice(risk),
      rewardPerCoin: toUnitPrice(reward),
      riskPercent: safeDiv(risk.times(100), entry).toNumber(),
      rewardPercent: safeDiv(reward.times(100), entry).toNumber(),
      totalRisk: toCents(risk.times(coins)),
      totalReward: toCents(reward.times(coins)),
    };
  },
});
