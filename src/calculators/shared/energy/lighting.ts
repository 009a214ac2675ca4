/*
 * Light output of household bulbs. The ENERGY STAR / US DOE equivalence ("to replace a 60 W
 * incandescent, look for about 800 lumens") gives the incandescent curve; halogen, CFL and LED take
 * the wattages DOE lists for the same 800 lumens (43 W, 15 W, 12 W), so their efficacy is 800 ÷ that.
 */

/** ENERGY STAR Light Bulb Purchasing Guide: standard incandescent watts and their lumens. */
const INCANDESCENT_POINTS = [
  [0, 0],
  [40, 450],
  [60, 800],
  [75, 1100],
  [100, 1600],
  [150, 2600],
] as const satisfies readonly (readonly [watts: number, lumens: number])[];

const DOE_LUMENS = 800;

/** Lumens per watt of each bulb type other than incandescent (DOE, 800 lumens). */
export const BULB_EFFICACY = {
  halogen: DOE_LUMENS / 43,
  cfl: DOE_LUMENS / 15,
  led: DOE_LUMENS / 12,
} as const;

export type EfficientBulb = keyof typeof BULB_EFFICACY;

/**
 * Straight lines between the table's points; past 150 W the last efficacy (2600 lm ÷ 150 W) goes on,
 * so a 200 W lamp is not given a curve the table never published.
 */
function interpolate(x: number, from: 0 | 1): number {
  const to = from === 0 ? 1 : 0;
  let low: readonly [number, number] = INCANDESCENT_POINTS[0];
  for (const high of INCANDESCENT_POINTS) {
    if (x <= high[from]) {
      const span = high[from] - low[from];
      return span === 0 ? high[to] : low[to] + ((x - low[from]) * (high[to] - low[to])) / span;
    }
    low = high;
  }
  return (x * low[to]) / low[from];
}

/** Lumens of a standard incandescent bulb of the given watts. */
export const incandescentLumens = (watts: number) => interpolate(watts, 0);

/** The standard incandescent wattage that gives the given lumens. */
export const incandescentWatts = (lumens: number) => interpolate(lumens, 1);
