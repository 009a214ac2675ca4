/*
 * Round and rectangular air ducts by the equations of duct sizing charts ("ductulators"), in the
 * US units they were fitted in: airflow q in cfm, diameters in inches, friction rate in inches of
 * water per 100 ft of galvanized duct with standard air. The friction equation
 * Δp = 0.109136 q^1.9 / d^5.02 is the one behind the ASHRAE friction chart; the rectangular
 * equivalent is Huebscher's De = 1.30 (ab)^0.625 / (a + b)^0.25 (ASHRAE Handbook – Fundamentals,
 * Duct design). Rules of thumb for one run of duct; a system is designed by ACCA Manual D.
 */

/** Friction rate (in. w.c. per 100 ft) of `cfm` in a round duct of `diameter` inches. */
export const frictionRate = (cfm: number, diameter: number) => (0.109136 * cfm ** 1.9) / diameter ** 5.02;

/** The round duct diameter (in) that carries `cfm` at `friction` in. w.c. per 100 ft. */
export const diameterForFriction = (cfm: number, friction: number) =>
  ((0.109136 * cfm ** 1.9) / friction) ** (1 / 5.02);

/** The round duct diameter (in) that carries `cfm` at a velocity of `fpm` ft/min: √(4q / πV) ft. */
export const diameterForVelocity = (cfm: number, fpm: number) => 12 * Math.sqrt((4 * cfm) / (Math.PI * fpm));

/** Air velocity (ft/min) of `cfm` in a round duct of `diameter` inches. */
export const velocityIn = (cfm: number, diameter: number) => cfm / ((Math.PI * (diameter / 12) ** 2) / 4);

/** The round diameter with the same friction as an `a` × `b` rectangle (any one length unit). */
export const equivalentDiameter = (a: number, b: number) => (1.3 * (a * b) ** 0.625) / (a + b) ** 0.25;

/**
 * The width of a rectangle of `height` equivalent to a round duct of `diameter` (same unit), found
 * by bisection: the equivalent diameter grows with the width. Undefined when even a rectangle 100
 * times as wide as high falls short, which a visitor sees as a message at the height.
 */
export function rectangleWidthFor(diameter: number, height: number): number | undefined {
  let low = 0;
  let high = height * 100;
  if (equivalentDiameter(high, height) < diameter) return undefined;
  for (let step = 0; step < 80; step += 1) {
    const mid = (low + high) / 2;
    if (equivalentDiameter(mid, height) < diameter) low = mid;
    else high = mid;
  }
  return high;
}
