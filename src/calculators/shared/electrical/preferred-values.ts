/*
 * Preferred resistor values of IEC 60063:2015 (the E series): each decade holds the same 12 or 24
 * figures, scaled by powers of ten. And the usual power ratings of through-hole resistors.
 */

export const E_SERIES = {
  E12: [1.0, 1.2, 1.5, 1.8, 2.2, 2.7, 3.3, 3.9, 4.7, 5.6, 6.8, 8.2],
  E24: [
    1.0, 1.1, 1.2, 1.3, 1.5, 1.6, 1.8, 2.0, 2.2, 2.4, 2.7, 3.0, 3.3, 3.6, 3.9, 4.3, 4.7, 5.1, 5.6, 6.2, 6.8, 7.5, 8.2,
    9.1,
  ],
} as const;

export type ESeries = keyof typeof E_SERIES;

/** Smallest preferred value of `series` at or above `ohms` (a computed 149.99999 Ω still picks 150 Ω). */
export function nextPreferredValue(ohms: number, series: ESeries): number {
  let decade = 10 ** Math.floor(Math.log10(ohms));
  for (;;) {
    for (const figure of E_SERIES[series]) {
      const value = Number((figure * decade).toPrecision(3));
      if (value >= ohms * (1 - 1e-9)) return value;
    }
    decade *= 10;
  }
}

/** Power ratings resistors are commonly sold in, in watts. */
export const POWER_RATINGS = [0.125, 0.25, 0.5, 1, 2, 3, 5, 10, 25, 50, 100] as const;

/**
 * The smallest common rating at least twice the power dissipated, the usual design margin so the
 * resistor runs cool; above the largest rating the dissipation itself, doubled.
 */
export function powerRatingFor(watts: number): number {
  const needed = 2 * watts;
  return POWER_RATINGS.find((rating) => rating >= needed) ?? needed;
}
