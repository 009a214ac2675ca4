/*
 * The WSAVA 9-point body condition score: 5 is ideal, and each point away from 5 is about 10 % of
 * the ideal body weight (Laflamme 1997, the figure the WSAVA and AAHA weight guidelines use).
 */
export const IDEAL_SCORE = 5;
export const PERCENT_PER_POINT = 10;

/** Percent above (+) or below (−) the ideal weight that a score stands for. */
export const percentFromIdeal = (score: number): number => (score - IDEAL_SCORE) * PERCENT_PER_POINT;

/** The weight the animal would have at a score of 5, from its weight now. */
export const idealWeightFrom = (weightKg: number, score: number): number =>
  weightKg / (1 + percentFromIdeal(score) / 100);

/** The WSAVA chart's three groups. */
export function conditionGroup(score: number): string {
  if (score <= 3) return 'Too thin (1–3 of 9)';
  if (score <= 5) return 'Ideal (4–5 of 9)';
  return 'Too heavy (6–9 of 9)';
}
