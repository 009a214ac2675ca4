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
  examples: [
    {
      inputs: { bill: 86.5, tipPercent: 18, people: 4, rounding: 'none' },
      expect: { tip: 15.57, total: 102.07, perPerson: 25.52 },
      source:
        'The Prime Calculator, "Tip & Split Calculator" worked example: an $86.50 bill with an 18% tip split among 4 people → tip $15.57, total $102.07, $25.52 per person',
    },
    {
      inputs: { bill: 470, tipPercent: 15, people: 5, rounding: 'none' },
      expect: { tip: 70.5, total: 540.5, tipPerPerson: 14.1, perPerson: 108.1 },
      source:
        'metugpa.com, "Tip Calculator" example 2: bill 470, tip 15%, 5 people → tip 70.5, total 540.5, tip per person 14.1, total per person 108.1',
    },
    {
      inputs: { bill: 10.5, tipPercent: 15, people: 1, rounding: 'none' },
      expect: { tip: 1.58, total: 12.08, perPerson: 12.08 },
      source:
        'AAA Math, "Calculating Tips": a 15% tip on a $10.50 bill is $1.58 (1.575 rounded up at the half cent) and the total is $12.08',
    },
    {
      inputs: { bill: 86.5, tipPercent: 18, people: 4, rounding: 'tip' },
      expect: { tip: 16, total: 102.5, perPerson: 25.63 },
      source:
        'The Prime Calculator worked example (18% of $86.50 = $15.57), with the tip rounded up to the next whole dollar by definition: $16 tip, $102.50 total, $102.50 ÷ 4 = $25.625 → $25.63 each',
    },
    {
      inputs: { bill: 50, tipPercent: 18, people: 3, rounding: 'share' },
      expect: { perPerson: 20, total: 60, tip: 10 },
      source:
        'Definition of percent: 18% of $50.00 is $9.00, total $59.00; $59.00 ÷ 3 = $19.67 rounded up to a whole $20 each, so the three pay $60 and the tip becomes $10',
    },
    {
      inputs: { bill: 120, tipPercent: 0, people: 3, rounding: 'none' },
      expect: { tip: 0, total: 120, perPerson: 40, tipPerPerson: 0 },
      source: 'Definition of a 0% tip: no tip, so the $120 bill split three ways is $40 each',
    },
  ],
});
