/*
 * The World Handicap System (Rules of Handicapping, USGA and R&A, 2024 edition): the Handicap
 * Index from the most recent 20 score differentials (Rule 5.2) and the Course Handicap (Rule 6.1).
 */

/** The slope of a course of standard difficulty. */
export const STANDARD_SLOPE = 113;
export const MAX_HANDICAP_INDEX = 54;
export const MOST_RECENT_SCORES = 20;

/** WHS figures are rounded to the nearest tenth, with .5 going up (toward +), as the rules' examples do. */
const toTenth = (value: number) => Math.round(Number((value * 10).toFixed(6))) / 10;

/**
 * Rule 5.2a: how many of the lowest differentials are averaged, and the adjustment added, for a
 * record of 3 to 20 scores (index = count − 3).
 */
const FEWER_SCORES_TABLE: readonly (readonly [lowest: number, adjustment: number])[] = [
  [1, -2], // 3
  [1, -1], // 4
  [1, 0], // 5
  [2, -1], // 6
  [2, 0], // 7
  [2, 0], // 8
  [3, 0], // 9
  [3, 0], // 10
  [3, 0], // 11
  [4, 0], // 12
  [4, 0], // 13
  [4, 0], // 14
  [5, 0], // 15
  [5, 0], // 16
  [6, 0], // 17
  [6, 0], // 18
  [7, 0], // 19
  [8, 0], // 20
];

export interface HandicapIndexResult {
  index: number;
  lowestCounted: number;
  adjustment: number;
  /** Positions (0-based, in the order given) of the differentials counted. */
  countedPositions: ReadonlySet<number>;
}

/**
 * The Handicap Index from 3 or more differentials, oldest first; only the most recent 20 count.
 * Undefined for fewer than 3 (no index can be issued yet).
 */
export function handicapIndex(differentials: readonly number[]): HandicapIndexResult | undefined {
  const firstRecent = Math.max(0, differentials.length - MOST_RECENT_SCORES);
  const recent = differentials.map((value, position) => ({ value, position })).slice(firstRecent);
  const row = FEWER_SCORES_TABLE[recent.length - 3];
  if (row === undefined) return undefined;
  const [lowestCounted, adjustment] = row;
  const counted = [...recent].sort((a, b) => a.value - b.value || b.position - a.position).slice(0, lowestCounted);
  const average = counted.reduce((sum, d) => sum + d.value, 0) / lowestCounted;
  return {
    index: Math.min(MAX_HANDICAP_INDEX, toTenth(average + adjustment)),
    lowestCounted,
    adjustment,
    countedPositions: new Set(counted.map((d) => d.position)),
  };
}

/** Rule 6.1: Handicap Index × (slope ÷ 113) + (course rating − par), rounded to a whole number. */
export function courseHandicap(index: number, slope: number, courseRating: number, par: number) {
  const exact = index * (slope / STANDARD_SLOPE) + (courseRating - par);
  return { exact, rounded: Math.round(Number(exact.toFixed(6))) };
}
