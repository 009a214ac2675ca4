import { defineCalculator, integer, out } from '../../engine/index.ts';
import { numberedSteps, stepsTable } from '../shared/presets/steps-table.ts';
import {
  combinations,
  combinationsWithRepetition,
  groupedDigits,
  permutations,
  permutationsWithRepetition,
  productText,
  scientific,
} from '../shared/probability/counting.ts';

/** Large enough for a deck of cards or a lottery many times over; 1000! still has only 2,568 digits. */
const LARGEST = 1000;

const count = (label: string, primary = false) => out.text({ label, primary });

/** A count inside a line of working: in full up to 24 digits, else in scientific notation (the full value is above). */
const stepCount = (value: bigint) =>
  value.toString().length <= 24 ? groupedDigits(value) : `${scientific(value)} (rounded)`;

function working(n: number, r: number, counts: Record<'nPr' | 'nCr' | 'rep' | 'multi', bigint>): string[] {
  const none = r > n ? ' (r is more than n: there are not enough different items, so 0)' : '';
  return [
    `P(n, r) = n! ÷ (n − r)! = ${n}! ÷ ${Math.max(n - r, 0)}! = ${r > n ? '0' : productText(n, n - r + 1)} = ${stepCount(counts.nPr)}${none}`,
    `C(n, r) = P(n, r) ÷ r! = ${stepCount(counts.nPr)} ÷ ${r}! = ${stepCount(counts.nCr)}${none}`,
    `With repetition, ordered: nʳ = ${n}^${r} = ${stepCount(counts.rep)}`,
    `With repetition, unordered: C(n + r − 1, r) = C(${Math.max(n + r - 1, 0)}, ${r}) = ${stepCount(counts.multi)}`,
  ];
}

export default defineCalculator({
  inputs: {
    n: integer({
      label: 'Total items n',
      help: 'How many different items there are to choose from.',
      default: 10,
      min: 0,
      max: LARGEST,
    }),
    r: integer({ label: 'Items chosen r', help: 'How many are picked or arranged.', default: 3, min: 0, max: LARGEST }),
  },
  outputs: {
    nCr: count('Combinations C(n, r), order does not matter', true),
    nPr: count('Permutations P(n, r), order matters'),
    multi: count('Combinations with repetition'),
    rep: count('Permutations with repetition (nʳ)'),
    scientific: out.table({
      label: 'In scientific notation',
      columns: [
        { key: 'count', label: 'Count', kind: 'text' },
        { key: 'value', label: 'Value', kind: 'text' },
        { key: 'digits', label: 'Digits', kind: 'integer' },
      ],
    }),
    steps: stepsTable(),
  },
  compute: ({ n, r }) => {
    const counts = {
      nPr: permutations(n, r),
      nCr: combinations(n, r),
      rep: permutationsWithRepetition(n, r),
      multi: combinationsWithRepetition(n, r),
    };
    const rows = [
      ['C(n, r)', counts.nCr],
      ['P(n, r)', counts.nPr],
      ['C(n + r − 1, r)', counts.multi],
      ['nʳ', counts.rep],
    ] as const;
    return {
      nCr: groupedDigits(counts.nCr),
      nPr: groupedDigits(counts.nPr),
      multi: groupedDigits(counts.multi),
      rep: groupedDigits(counts.rep),
      scientific: rows.map(([name, value]) => ({
        count: name,
        value: scientific(value),
        digits: value.toString().length,
      })),
      steps: numberedSteps(working(n, r, counts)),
    };
  },
});
