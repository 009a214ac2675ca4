import Big from 'big.js';
import { defineCalculator, integer, out, percent } from '../../engine/index.ts';
import { sharesMakeWhole } from '../shared/events/shares.ts';
import { toCents } from '../shared/money/cents.ts';
import { moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';

/** A common starting split of a wedding budget (venue and reception the largest part, a reserve kept). */
const CATEGORIES = [
  ['venue', 'Venue, catering and bar', 45],
  ['photo', 'Photography and video', 12],
  ['attire', 'Attire, hair and make-up', 10],
  ['flowers', 'Flowers and decor', 8],
  ['music', 'Music and entertainment', 8],
  ['stationery', 'Planning, stationery and other', 7],
  ['reserve', 'Reserve for surprises', 10],
] as const;

type Category = (typeof CATEGORIES)[number][0];

const shareInputs = Object.fromEntries(
  CATEGORIES.map(([key, label, share]) => [
    key,
    percent({ label: `${label} share`, default: share, min: 0, max: 100 }),
  ]),
) as Record<Category, ReturnType<typeof percent<{ label: string; default: number; min: 0; max: 100 }>>>;

const amountOutputs = Object.fromEntries(CATEGORIES.map(([key, label]) => [key, out.money({ label })])) as Record<
  Category,
  ReturnType<typeof out.money<{ label: string }>>
>;

export default defineCalculator({
  inputs: {
    budget: moneyAmount({ label: 'Total wedding budget', default: 30_000, minInclusive: false }, PRICE_MAX),
    guests: integer({ label: 'Guests', default: 120, min: 1, max: 2000, suffix: 'guests' }),
    ...shareInputs,
  },
  validate: (values) =>
    sharesMakeWhole(
      'reserve',
      CATEGORIES.map(([key]) => values[key]),
      'The category shares',
    ),
  outputs: {
    perGuest: out.money({ label: 'Budget per guest', primary: true }),
    receptionPerGuest: out.money({ label: 'Venue, catering and bar per guest' }),
    ...amountOutputs,
    split: out.chart({ label: 'How the budget is split', chart: 'pie', valueKind: 'money' }),
  },
  compute: (values) => {
    const budget = new Big(values.budget);
    const amounts = Object.fromEntries(
      CATEGORIES.map(([key]) => [key, toCents(budget.times(values[key]).div(100))]),
    ) as Record<Category, number>;
    return {
      perGuest: toCents(budget.div(values.guests)),
      receptionPerGuest: toCents(budget.times(values.venue).div(100).div(values.guests)),
      ...amounts,
      split: [{ name: 'Budget', points: CATEGORIES.map(([key, label]) => ({ x: label, y: amounts[key] })) }],
    };
  },
});
