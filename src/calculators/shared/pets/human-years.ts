/*
 * Pet age in "human years" from published charts: whole-year rows, read between rows by
 * straight-line interpolation, and nothing outside the rows the chart prints.
 */

/** Human-equivalent ages for pet ages 1, 2, 3… years (the chart's first row is 1 year). */
export type HumanYearsColumn = readonly number[];

/** The chart's human age for `ageYears`, interpolated between rows; undefined outside the chart. */
export function humanYearsFromChart(ageYears: number, column: HumanYearsColumn): number | undefined {
  if (ageYears < 1 || ageYears > column.length) return undefined;
  const below = Math.floor(ageYears);
  const lower = column[below - 1];
  const upper = column[Math.min(below, column.length - 1)];
  if (lower === undefined || upper === undefined) return undefined;
  return lower + (upper - lower) * (ageYears - below);
}

/** "56 human years", or what the chart covers when the age is outside it. */
export function chartAgeInWords(ageYears: number, column: HumanYearsColumn): string {
  const years = humanYearsFromChart(ageYears, column);
  if (years === undefined) return `Outside the chart, which covers ages 1 to ${column.length} years`;
  return `${Math.round(years)} human years`;
}
