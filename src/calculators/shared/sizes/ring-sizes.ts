import table from 'dated-table:ring-sizes';
import type { RingSize, RingSizesTable } from './ring-sizes.schema.ts';

/*
 * Ring sizes from the chart in content/data/ring-sizes.yaml: each row is one ring, its inside
 * circumference (the ISO 8653 and European size) and its US, UK and Japanese sizes.
 */
export const ringSizesTable = table as RingSizesTable;
export type { RingSize } from './ring-sizes.schema.ts';

const ROWS = ringSizesTable.rows;
const FIRST = ROWS[0] as RingSize;
const LAST = ROWS.at(-1) as RingSize;

export type RingReading = { row: RingSize } | { problem: string };

/** "7", "7.25", "7 1/4", "7¼": quarter sizes as people write them. */
export function readQuarterSize(text: string): number | undefined {
  const match = /^\s*(\d{1,2})?(?:(\.\d+)|\s*(¼|½|¾|1\/4|1\/2|3\/4))?\s*$/.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) return undefined;
  const fraction = { '¼': 0.25, '1/4': 0.25, '½': 0.5, '1/2': 0.5, '¾': 0.75, '3/4': 0.75 }[match[3] ?? ''] ?? 0;
  return Number(match[1] ?? 0) + Number(match[2] ?? 0) + fraction;
}

/** "N", "n½", "N 1/2", "N.5" → "N½". */
export function readLetterSize(text: string): string | undefined {
  const match = /^\s*([a-z])\s*(½|1\/2|\.5|half)?\s*$/i.exec(text);
  return match ? `${(match[1] ?? '').toUpperCase()}${match[2] ? '½' : ''}` : undefined;
}

const rangeOf = (values: readonly (string | number | undefined)[]) => {
  const present = values.filter((value) => value !== undefined);
  return `${String(present[0])} to ${String(present.at(-1))}`;
};

/** The chart row for a US, UK or Japanese size as typed, or which sizes the chart has. */
export function ringBySize(system: 'us' | 'uk' | 'jp', text: string): RingReading {
  const wanted = system === 'uk' ? readLetterSize(text) : readQuarterSize(text);
  const row = ROWS.find((candidate) => wanted !== undefined && candidate[system] === wanted);
  if (row) return { row };
  const shown = text.trim();
  if (system === 'us') {
    return {
      problem: `“${shown}” is not a US size in this chart: it has ${rangeOf(ROWS.map((r) => r.us))} in quarter sizes (like 7, 7.25 or 7 1/2).`,
    };
  }
  if (system === 'uk') {
    return {
      problem: `“${shown}” is not a UK size in this chart: it has the letters ${rangeOf(ROWS.map((r) => r.uk))}, with halves (like N or N½).`,
    };
  }
  return {
    problem: `“${shown}” is not a Japanese size in this chart: it has whole sizes ${rangeOf(ROWS.map((r) => r.jp))}.`,
  };
}

/** Half the smallest step between rows: a measurement further than this beyond the ends is off the chart. */
const REACH_MM = 0.65;

/** The chart row nearest an inside circumference in mm, or undefined when it is off the chart. */
export function ringByCircumference(circumferenceMm: number): RingSize | undefined {
  if (circumferenceMm < FIRST.circumferenceMm - REACH_MM || circumferenceMm > LAST.circumferenceMm + REACH_MM) {
    return undefined;
  }
  return ROWS.reduce((best, row) =>
    Math.abs(row.circumferenceMm - circumferenceMm) < Math.abs(best.circumferenceMm - circumferenceMm) ? row : best,
  );
}

export const CHART_CIRCUMFERENCES_MM = { smallest: FIRST.circumferenceMm, largest: LAST.circumferenceMm };
