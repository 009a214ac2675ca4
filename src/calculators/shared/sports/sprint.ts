/*
 * A short sprint from a standing start as the mono-exponential model describes it (Furusawa, Hill
 * and Parkinson 1927; used for the NFL Combine 40-yard dash by Clark et al., J Strength Cond Res
 * 2019): speed v(t) = vmax (1 − e^(−t/τ)), so distance d(t) = vmax (t − τ (1 − e^(−t/τ))).
 * τ is how long the acceleration takes; NFL Combine athletes averaged 0.77 s whatever their speed.
 */

/** τ of the 2016 NFL Combine 40-yard dashes (Clark et al. 2019: 0.768 s fast group, 0.773 s slow group). */
export const COMBINE_TAU = 0.77;

const covered = (seconds: number, tau: number) => seconds - tau * (1 - Math.exp(-seconds / tau));

/** The top speed (m/s) of a sprinter who covers `metres` in `seconds` with acceleration time `tau`. */
export const topSpeedFor = (metres: number, seconds: number, tau: number) => metres / covered(seconds, tau);

/** Speed (m/s) `seconds` after the start. */
export const speedAt = (seconds: number, topSpeed: number, tau: number) => topSpeed * (1 - Math.exp(-seconds / tau));

/** When (s) the sprinter reaches `metres`; distance grows with time, so halving the interval finds it. */
export function timeAt(metres: number, topSpeed: number, tau: number): number {
  let low = 0;
  // At top speed from the gun the distance takes metres / vmax; τ more is always enough.
  let high = metres / topSpeed + tau;
  for (let step = 0; step < 60; step += 1) {
    const middle = (low + high) / 2;
    if (topSpeed * covered(middle, tau) < metres) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}
