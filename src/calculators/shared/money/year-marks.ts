/*
 * The points in a span of years at which the savings and investment calculators show a row of
 * their yearly table or a point of their chart.
 */

/**
 * Points at each whole year of a span and at its end: 0, 1, 2, …, n, and the fractional end when
 * the span is not a whole number of years (every `step` years for a long span).
 */
export function yearMarks(years: number, step = 1): number[] {
  const marks = [0];
  for (let at = step; at < years - 1e-9; at += step) marks.push(Math.round(at * 1e6) / 1e6);
  if (years > 1e-9) marks.push(years);
  return marks;
}

/** The ends of the years of a term: 1, 2, … and the final part year if the term ends mid-year. */
export function yearEnds(totalYears: number): number[] {
  const marks = Array.from({ length: Math.floor(totalYears + 1e-9) }, (_, index) => index + 1);
  if (marks.at(-1) !== totalYears && totalYears > 0) marks.push(totalYears);
  return marks;
}
