/*
 * The NFL passer rating (NFL Record & Fact Book, "Passer Rating Formula", adopted 1973): four
 * per-attempt components, each scaled so that 1.0 is the 1960–70 league average and each clamped
 * to 0 … 2.375, averaged and put on a scale whose top is 158.3.
 */

const COMPONENT_CAP = 2.375;

const clampComponent = (value: number) => Math.min(COMPONENT_CAP, Math.max(0, value));

export interface PassingLine {
  attempts: number;
  completions: number;
  yards: number;
  touchdowns: number;
  interceptions: number;
}

export function passerRatingComponents(p: PassingLine) {
  return {
    completion: clampComponent((p.completions / p.attempts - 0.3) * 5),
    yards: clampComponent((p.yards / p.attempts - 3) * 0.25),
    touchdown: clampComponent((p.touchdowns / p.attempts) * 20),
    interception: clampComponent(COMPONENT_CAP - (p.interceptions / p.attempts) * 25),
  };
}

/** The rating, 0 to 158.33: the four components' sum ÷ 6 × 100. */
export function passerRating(p: PassingLine): number {
  const c = passerRatingComponents(p);
  return ((c.completion + c.yards + c.touchdown + c.interception) / 6) * 100;
}
