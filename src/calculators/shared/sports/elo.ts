/*
 * Elo ratings. FIDE Rating Regulations (2024), 8.5: a rating difference of more than 400 counts
 * as 400; the expected score comes from table 8.1(b), the normal-curve conversion FIDE publishes;
 * the change for a game is K × (score − expected). Most national federations and online sites
 * use Elo's logistic curve, 1 ÷ (1 + 10^(−D/400)), instead.
 */

export const FIDE_MAX_DIFFERENCE = 400;

/** Upper ends of table 8.1(b)'s rating-difference bands for 0.50, 0.51, … 0.91; beyond, 0.92. */
const FIDE_BAND_TOPS = [
  3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162, 170, 179, 188, 197,
  206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374, 391,
];

/** The higher-rated player's expected score for a rating difference ≥ 0, from table 8.1(b). */
function fideHigherExpectation(difference: number): number {
  const band = FIDE_BAND_TOPS.findIndex((top) => difference <= top);
  const hundredths = 50 + (band === -1 ? FIDE_BAND_TOPS.length : band);
  return hundredths / 100;
}

/** A player's expected score against an opponent under FIDE's rules (400-point cap, table 8.1(b)). */
export function fideExpectedScore(rating: number, opponent: number): number {
  const difference = Math.min(FIDE_MAX_DIFFERENCE, Math.abs(Math.round(rating - opponent)));
  const higher = fideHigherExpectation(difference);
  return rating >= opponent ? higher : Math.round((1 - higher) * 100) / 100;
}

/** Elo's logistic expected score, as most national federations and chess sites use it. */
export const logisticExpectedScore = (rating: number, opponent: number) => 1 / (1 + 10 ** ((opponent - rating) / 400));
