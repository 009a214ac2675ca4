import Big from 'big.js';
import { defineCalculator, integer, money, out, percent, select } from '../../engine/index.ts';

const ROUNDING = [
  { value: 'none', label: 'No rounding' },
  { value: 'tip', label: 'Round the tip up to a whole unit' },
  { value: 'share', label: "Round each person's share up to a whole unit" },
] as const;

const cents = (value: Big) => value.round(2, Big.roundHalfUp);

export default defineCalculator({
  inputs: {
    bill: money({ label: 'Bill amount', default: 86.5, min: 0, max: 1_000_000 }),
    tipPercent: percent({ label: 'Tip', default: 18, min: 0, max: 100 }),
    people: integer({ label: 'Number of people', default: 4, min: 1, max: 100, suffix: 'people' }),
    rounding: select({ label: 'Rounding', options: ROUNDING, default: 'none' }),
  },
  outputs: {
    perPerson: out.money({ label: 'Each person pays', primary: true }),
    tip: out.money({ label: 'Tip' }),
    total: out.money({ label: 'Total with tip' }),
    tipPerPerson: out.money({ label: 'Tip per person' }),
    effectiveRate: out.percent({ label: 'Tip as a share of the bill', decimals: 1 }),
  },
  compute: ({ bill, tipPercent, people, rounding }) => {
    // A bill is a whole number of cents; fractions of a cent would only add noise.
    const amount = cents(new Big(bill));
    const exactTip = amount.times(tipPercent).div(100);
    let tip = rounding === 'tip' ? exactTip.round(0, Big.roundUp) : cents(exactTip);
    let total = amount.plus(tip);
    let share = cents(total.div(people));
    if (rounding === 'share') {
      // Everyone pays the same whole amount; whatever is left over on top of the bill is the tip.
      share = total.div(people).round(0, Big.roundUp);
      total = share.times(people);
      tip = total.minus(amount);
    }
    return {
      perPerson: share.toNumber(),
      tip: tip.toNumber(),
      total: total.toNumber(),
      tipPerPerson: cents(tip.div(people)).toNumber(),
      effectiveRate: amount.eq(0) ? 0 : tip.div(amount).times(100).toNumber(),
    };
  },
});
