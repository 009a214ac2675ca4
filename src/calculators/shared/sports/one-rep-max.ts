/** One-rep max from `weight` lifted for `reps` repetitions; a single is its own maximum. */
export const ONE_REP_MAX_FORMULAS = {
  // Epley (1985): w × (1 + r/30), meant for sets of two or more.
  epley: (weight: number, reps: number) => (reps === 1 ? weight : weight * (1 + reps / 30)),
  // Brzycki (1993): w × 36 / (37 − r); r stays at 12 or below, far from the pole at 37.
  brzycki: (weight: number, reps: number) => (weight * 36) / (37 - reps),
  // Lombardi (1989): w × r^0.10.
  lombardi: (weight: number, reps: number) => weight * reps ** 0.1,
} as const;

/**
 * Repetitions usually possible at each share of the one-rep max: the NSCA table (Essentials of
 * Strength Training and Conditioning, "%1RM–repetitions relationship").
 */
export const NSCA_LOADS = [
  [100, 1],
  [95, 2],
  [93, 3],
  [90, 4],
  [87, 5],
  [85, 6],
  [83, 7],
  [80, 8],
  [77, 9],
  [75, 10],
  [70, 11],
  [67, 12],
  [65, 15],
] as const;
