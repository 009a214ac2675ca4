/*
 * Overs as cricket writes them: 45.3 is 45 overs and 3 balls (45½ overs), never 45.3 overs.
 * ICC playing conditions (net run rate, Appendix of the ODI and T20I playing conditions): a
 * team bowled out before its quota is counted as having faced the full quota of overs.
 */

export const BALLS_PER_OVER = 6;

/** Balls in a figure written in overs (45.3 → 273), or undefined when the balls part is not 0–5. */
export function ballsFromOvers(overs: number): number | undefined {
  if (!Number.isFinite(overs) || overs < 0) return undefined;
  const whole = Math.floor(overs);
  const balls = Math.round((overs - whole) * 10);
  if (balls >= BALLS_PER_OVER || Math.abs(overs - whole - balls / 10) > 1e-9) return undefined;
  return whole * BALLS_PER_OVER + balls;
}

export const OVERS_NOTATION_MESSAGE =
  'Write overs as a scorecard does: 45.3 for 45 overs and 3 balls (the part after the point runs 0 to 5).';

/** Overs counted for a run rate: the full quota when the batting side was all out. */
export const oversCounted = (balls: number, allOut: boolean, quotaOvers: number) =>
  allOut ? quotaOvers : balls / BALLS_PER_OVER;
