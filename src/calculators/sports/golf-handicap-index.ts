import { defineCalculator, numberList, out, type FieldError } from '../../engine/index.ts';
import { handicapIndex, MOST_RECENT_SCORES } from '../shared/sports/golf.ts';

/** A differential outside this range is a typing slip: the worst net double bogey round stays well inside it. */
const DIFFERENTIAL_RANGE = { min: -20, max: 150 } as const;

function differentialErrors(differentials: readonly number[]): FieldError[] {
  const strange = differentials.find((d) => d < DIFFERENTIAL_RANGE.min || d > DIFFERENTIAL_RANGE.max);
  return strange === undefined
    ? []
    : [
        {
          field: 'differentials',
          message: `A score differential of ${String(strange)} is not possible: each lies between ${String(DIFFERENTIAL_RANGE.min)} and ${String(DIFFERENTIAL_RANGE.max)}.`,
        },
      ];
}

export default defineCalculator({
  inputs: {
    differentials: numberList({
      label: 'Score differentials, oldest first',
      help: 'From your scoring record, 3 to 40 of them; only the most recent 20 count.',
      default: [18.2, 21.5, 16.9, 19.4, 22.8, 17.6, 20.3, 15.8, 24.1, 18.9, 19.7, 23.4],
      minCount: 3,
      maxCount: 40,
      messages: { minCount: 'Enter at least 3 differentials: a Handicap Index needs 54 holes of scores.' },
    }),
  },
  validate: ({ differentials }) => differentialErrors(differentials),
  outputs: {
    index: out.number({ label: 'Handicap Index', primary: true, decimals: 1 }),
    counted: out.integer({ label: 'Lowest differentials averaged' }),
    adjustment: out.number({ label: 'Adjustment for a short record', decimals: 1 }),
    record: out.table({
      label: 'Your most recent differentials',
      columns: [
        { key: 'round', label: 'Round', kind: 'integer' },
        { key: 'differential', label: 'Differential', kind: 'number' },
        { key: 'counted', label: 'Counted', kind: 'text' },
      ],
      previewRows: MOST_RECENT_SCORES,
    }),
  },
  compute: ({ differentials }) => {
    const result = handicapIndex(differentials);
    if (result === undefined) return { index: 0, counted: 0, adjustment: 0, record: [] };
    const firstRecent = Math.max(0, differentials.length - MOST_RECENT_SCORES);
    return {
      index: result.index,
      counted: result.lowestCounted,
      adjustment: result.adjustment,
      record: differentials.slice(firstRecent).map((differential, i) => ({
        round: firstRecent + i + 1,
        differential,
        counted: result.countedPositions.has(firstRecent + i) ? 'Yes' : '',
      })),
    };
  },
});
