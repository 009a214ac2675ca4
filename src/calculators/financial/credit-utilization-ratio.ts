import Big from 'big.js';
import { asShown, defineCalculator, money, out, percent, type FieldError } from '../../engine/index.ts';
import { centsAboveZero, toCents } from '../shared/money/cents.ts';
import { BALANCE_COLUMN } from '../shared/presets/schedule-table.ts';

const LARGEST = 100_000_000;
const CARDS = [1, 2, 3, 4, 5] as const;

const balance = (card: number, defaultValue: number) =>
  money({ label: `Card ${card} balance`, default: defaultValue, min: 0, max: LARGEST });
const limit = (card: number, defaultValue: number) =>
  money({
    label: `Card ${card} credit limit`,
    default: defaultValue,
    min: 0,
    max: LARGEST,
    ...(card === 1 ? { help: 'Leave a card’s balance and limit at 0 if you do not have it.' } : {}),
  });

interface Card {
  card: string;
  balance: Big;
  limit: Big;
}

/** Utilization is shown to one decimal; the advice is judged on that figure. */
const UTILIZATION_SHOWN = { decimals: 1 } as const;

function assess(exact: number): string {
  if (exact === 0) return 'No balances reported: 0% is the lowest possible utilization.';
  const overall = asShown(exact, UTILIZATION_SHOWN);
  if (overall < 10) return 'Under 10%: a low utilization, well inside the under-30% guidance.';
  if (overall <= 30) return 'At or below 30%: within the common guidance to use no more than 30% of your limits.';
  if (overall <= 100) return 'Above 30%: paying balances down before the statement date would lower the ratio.';
  return 'Over 100%: the balances exceed the combined credit limits.';
}

export default defineCalculator({
  inputs: {
    balance1: balance(1, 1200),
    limit1: limit(1, 5000),
    balance2: balance(2, 900),
    limit2: limit(2, 2000),
    balance3: balance(3, 0),
    limit3: limit(3, 3000),
    balance4: balance(4, 0),
    limit4: limit(4, 0),
    balance5: balance(5, 0),
    limit5: limit(5, 0),
    target: percent({ label: 'Target utilization', default: 30, min: 1, max: 100 }),
  },
  outputs: {
    overall: out.percent({ label: 'Overall credit utilization', primary: true, ...UTILIZATION_SHOWN }),
    assessment: out.text({ label: 'Against the usual guidance' }),
    highest: out.percent({ label: 'Highest single-card utilization', decimals: 1 }),
    totalBalance: out.money({ label: 'Total balances' }),
    totalLimit: out.money({ label: 'Total credit limits' }),
    payDown: out.money({ label: 'Pay down to reach the target overall' }),
    balanceAtTarget: out.money({ label: 'Most you can owe in total at the target' }),
    perCard: out.table({
      label: 'Each card (pay down: the amount that brings it to the target)',
      columns: [
        { key: 'card', label: 'Card', kind: 'text' },
        BALANCE_COLUMN,
        { key: 'limit', label: 'Limit', kind: 'money' },
        { key: 'utilization', label: 'Used', kind: 'percent' },
        { key: 'payDown', label: 'Pay down', kind: 'money' },
      ],
    }),
  },
  validate: (values) => {
    const errors: FieldError[] = [];
    for (const n of CARDS) {
      const owed = values[`balance${n}`];
      const max = values[`limit${n}`];
      if (owed > 0 && max === 0) errors.push({ field: `limit${n}`, message: `Enter the credit limit of card ${n}.` });
      else if (max > 0 && max < 1)
        errors.push({ field: `limit${n}`, message: 'Enter a limit of at least 1, or 0 for no card.' });
    }
    if (errors.length === 0 && CARDS.every((n) => values[`limit${n}`] === 0)) {
      errors.push({ field: 'limit1', message: 'Enter the credit limit of at least one card.' });
    }
    return errors;
  },
  compute: (values) => {
    const cards: Card[] = CARDS.filter((n) => values[`limit${n}`] > 0).map((n) => ({
      card: `Card ${n}`,
      balance: new Big(values[`balance${n}`]),
      limit: new Big(values[`limit${n}`]),
    }));
    const zero = new Big(0);
    const targetShare = new Big(values.target).div(100);
    const totalBalance = cards.reduce((sum, c) => sum.plus(c.balance), zero);
    const totalLimit = cards.reduce((sum, c) => sum.plus(c.limit), zero);
    const ratio = (owed: Big, max: Big) => (max.gt(0) ? owed.div(max).times(100).toNumber() : 0);
    const excess = (owed: Big, max: Big) => centsAboveZero(owed.minus(max.times(targetShare)));
    const rows = cards.map((c) => ({
      card: c.card,
      balance: toCents(c.balance),
      limit: toCents(c.limit),
      utilization: ratio(c.balance, c.limit),
      payDown: excess(c.balance, c.limit),
    }));
    const overall = ratio(totalBalance, totalLimit);
    return {
      overall,
      assessment: assess(overall),
      highest: Math.max(0, ...rows.map((row) => row.utilization)),
      totalBalance: toCents(totalBalance),
      totalLimit: toCents(totalLimit),
      payDown: excess(totalBalance, totalLimit),
      balanceAtTarget: toCents(totalLimit.times(targetShare)),
      perCard: rows,
    };
  },
});
