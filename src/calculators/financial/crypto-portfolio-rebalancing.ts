import Big from 'big.js';
import { defineCalculator, money, numberList, out, percent, type FieldError } from '../../engine/index.ts';
import { percentOf, safeDiv } from '../shared/crypto/position-pnl.ts';
import { toCents } from '../shared/money/cents.ts';

export default defineCalculator({
  inputs: {
    values: numberList({
      label: 'Current value of each holding',
      help: 'One value per coin, in order, e.g. BTC, ETH, SOL: 30000, 12000, 8000 (up to 6).',
      default: [30_000, 12_000, 8000],
      minCount: 1,
      maxCount: 6,
    }),
    targets: numberList({
      label: 'Target allocation of each holding (%)',
      help: 'In the same order, adding up to 100, e.g. 50, 30, 20.',
      default: [50, 30, 20],
      minCount: 1,
      maxCount: 6,
    }),
    cash: money({
      label: 'Cash to add (negative to withdraw)',
      default: 0,
      min: -1_000_000_000_000,
      max: 1_000_000_000_000,
    }),
    feeRate: percent({ label: 'Trading fee rate', default: 0.1, min: 0, max: 10 }),
  },
  outputs: {
    totalAfter: out.money({ label: 'Portfolio value after rebalancing', primary: true }),
    toBuy: out.money({ label: 'Total to buy' }),
    toSell: out.money({ label: 'Total to sell' }),
    fees: out.money({ label: 'Estimated trading fees' }),
    largestDrift: out.percent({ label: 'Largest drift from target (percentage points)', decimals: 2 }),
    trades: out.table({
      label: 'Trades to rebalance',
      columns: [
        { key: 'holding', label: 'Holding', kind: 'integer' },
        { key: 'current', label: 'Current value', kind: 'money' },
        { key: 'currentWeight', label: 'Current weight', kind: 'percent' },
        { key: 'targetWeight', label: 'Target weight', kind: 'percent' },
        { key: 'target', label: 'Target value', kind: 'money' },
        { key: 'trade', label: 'Buy (+) or sell (−)', kind: 'money' },
        { key: 'action', label: 'Action', kind: 'text' },
      ],
    }),
    allocation: out.chart({ label: 'Current and target value', chart: 'bar', xLabel: 'holding', valueKind: 'money' }),
  },
  validate: ({ values, targets, cash }) => {
    const errors: FieldError[] = [];
    if (values.some((v) => v < 0 || v > 1e12)) {
      errors.push({ field: 'values', message: 'Enter values from 0 to 1,000,000,000,000.' });
    }
    if (targets.length !== values.length) {
      errors.push({
        field: 'targets',
        message: `Enter one target for each holding: ${values.length} value${values.length === 1 ? '' : 's'}, ${targets.length} target${targets.length === 1 ? '' : 's'}.`,
      });
    } else if (targets.some((t) => t < 0 || t > 100)) {
      errors.push({ field: 'targets', message: 'Each target must be from 0 % to 100 %.' });
    } else {
      const sum = targets.reduce((total, t) => total.plus(t), new Big(0));
      if (sum.minus(100).abs().gt(0.01)) {
        errors.push({
          field: 'targets',
          message: `The targets add up to ${sum.toNumber()} %; they must add up to 100 %.`,
        });
      }
    }
    if (errors.length === 0 && !values.reduce((total, v) => total.plus(v), new Big(cash)).gt(0)) {
      errors.push({ field: 'cash', message: 'After the cash change the portfolio must be worth more than 0.' });
    }
    return errors;
  },
  compute: ({ values, targets, cash, feeRate }) => {
    const before = values.reduce((total, v) => total.plus(v), new Big(0));
    const after = before.plus(cash);
    let toBuy = new Big(0);
    let toSell = new Big(0);
    let largestDrift = 0;
    const rows = values.map((value, index) => {
      const targetWeight = targets[index] ?? 0;
      const target = percentOf(after, targetWeight);
      const trade = target.minus(value);
      if (trade.gt(0)) toBuy = toBuy.plus(trade);
      else toSell = toSell.minus(trade);
      const currentWeight = safeDiv(new Big(value).times(100), before).toNumber();
      largestDrift = Math.max(largestDrift, Math.abs(currentWeight - targetWeight));
      const rounded = toCents(trade);
      return {
        holding: index + 1,
        current: value,
        currentWeight,
        targetWeight,
        target: toCents(target),
        trade: rounded,
        action: rounded > 0 ? 'Buy' : rounded < 0 ? 'Sell' : 'Hold',
      };
    });
    return {
      totalAfter: toCents(after),
      toBuy: toCents(toBuy),
      toSell: toCents(toSell),
      fees: toCents(percentOf(toBuy.plus(toSell), feeRate)),
      largestDrift,
      trades: rows,
      allocation: [
        { name: 'Current', points: rows.map((r) => ({ x: `#${r.holding}`, y: r.current })) },
        { name: 'Target', points: rows.map((r) => ({ x: `#${r.holding}`, y: r.target })) },
      ],
    };
  },
});
