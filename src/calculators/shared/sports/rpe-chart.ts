/*
 * Mike Tuchscherer's RPE chart (Reactive Training Systems, The Reactive Training Manual, 2008):
 * the share of a one-rep max a lifter moves for a number of reps at an RPE from 6.5 to 10.
 * Each cell depends only on reps plus reps in reserve (RIR = 10 − RPE), so the chart is one
 * sequence read in half-rep steps: 1 rep at RPE 10 is 100 %, 1 at RPE 9.5 is 97.8 %, 1 at RPE 9
 * (or 2 at RPE 10) is 95.5 %, and so on down to 12 reps at RPE 6.5, 58.6 %.
 */
const PERCENT_BY_HALF_REP_TO_FAILURE = [
  100, 97.8, 95.5, 93.9, 92.2, 90.7, 89.2, 87.8, 86.3, 85, 83.7, 82.4, 81.1, 79.9, 78.6, 77.4, 76.2, 75.1, 73.9, 72.3,
  70.7, 69.4, 68, 66.7, 65.3, 64, 62.6, 61.3, 59.9, 58.6,
] as const;

export const RPE_CHART_REPS = { min: 1, max: 12 } as const;
export const RPE_CHART_VALUES = [10, 9.5, 9, 8.5, 8, 7.5, 7, 6.5] as const;

/** Percent of one-rep max for `reps` (1–12) at `rpe` (6.5–10 in half steps). */
export function rpePercent(reps: number, rpe: number): number {
  const index = 2 * (reps - 1) + Math.round(2 * (10 - rpe));
  const percent = PERCENT_BY_HALF_REP_TO_FAILURE[index];
  if (percent === undefined) throw new RangeError(`No RPE chart cell for ${reps} reps at RPE ${rpe}`);
  return percent;
}
