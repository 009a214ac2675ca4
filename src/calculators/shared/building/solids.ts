/*
 * Volumes of the concrete shapes people pour, in m³ from lengths in metres. A slab, a strip
 * footing and a square pad are all rectangular boxes; a round column or tube form is a cylinder.
 */

/** A rectangular box: slab, strip footing, pad footing or square column. */
export function boxVolume(length: number, width: number, depth: number): number {
  return length * width * depth;
}

/** A round column or tube form of the given diameter and height: V = π d² h / 4. */
export function cylinderVolume(diameter: number, height: number): number {
  return (Math.PI * diameter * diameter * height) / 4;
}

export interface Stairs {
  /** Steps below the platform. */
  steps: number;
  rise: number;
  run: number;
  width: number;
  /** Depth of the platform on top, one rise above the top step (0 for none). */
  platform: number;
}

/**
 * Solid concrete steps poured on the ground, split into upright blocks as the HomeAdvisor and
 * Inch Calculator guides do: step i (1 at the bottom) is i rises high and one run deep, and the
 * platform is n + 1 rises high, so V = width × rise × (run × n(n + 1)/2 + platform × (n + 1)).
 */
export function stepsVolume({ steps, rise, run, width, platform }: Stairs): number {
  return width * rise * (run * ((steps * (steps + 1)) / 2) + platform * (steps + 1));
}
